import type { ErrorObject } from 'ajv';
import { didYouMean, oneOf } from '../../engine/suggest';
import { dotted } from '../../engine/json-pointer';

type Node = Record<string, unknown>;
const NOUN: Record<string, string> = {
  string: 'text in double quotes', number: 'a number', integer: 'a whole number', boolean: 'true or false',
  object: 'an object { ... }', array: 'a list [ ... ]', null: 'null',
};
const FORMAT: Record<string, string> = {
  email: 'an e-mail address, like support@lender.example',
  uri: 'a full address, like https://www.lender.example/terms',
  date: 'a date, like 2025-01-31',
  uuid: 'a UUID, like 3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b',
};

/**
 * A meta-schema error as a sentence that says what to write: the meta-schema's own "x-write" hint on the
 * failing node when it has one (a pattern is never shown as a regular expression), otherwise one
 * derived from the keyword.
 */
export function metaMessage(e: ErrorObject): { pointer: string; message: string } {
  const parent = (e.parentSchema ?? {}) as Node;
  const params = e.params as Record<string, unknown>;
  const hint = typeof parent['x-write'] === 'string' ? `write ${parent['x-write']}` : undefined;
  const at = e.instancePath;
  const where = (p: string) => dotted(p) || 'the file';
  const properties = (parent.properties ?? {}) as Record<string, Node>;
  switch (e.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const about = properties[name]?.description;
      return { pointer: at, message: `${where(at)}: add "${name}"${typeof about === 'string' ? ` (${about.replace(/\.$/, '')})` : ''}` };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys(properties).filter((k) => k !== '$schema');
      const pointer = `${at}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      return { pointer, message: `${where(pointer)}: "${name}" is not a field here${didYouMean(name, known)}: remove it${known.length ? `, or write one of ${oneOf(known, 20)}` : ''}` };
    }
    case 'propertyNames':
      return { pointer: at, message: `${where(at)}: "${String(params.propertyName)}" cannot be a key here${hint ? `: write ${parent['x-write'] as string}` : ''}` };
    case 'type': {
      const types = ([] as unknown[]).concat(params.type).map(String);
      return { pointer: at, message: `${where(at)}: ${hint ?? `write ${types.map((t) => NOUN[t] ?? t).join(' or ')}`}` };
    }
    case 'enum':
      return { pointer: at, message: `${where(at)}: write one of ${oneOf(params.allowedValues as unknown[], 60)}` };
    case 'const':
      return { pointer: at, message: `${where(at)}: write ${JSON.stringify(params.allowedValue)}` };
    case 'format':
      return { pointer: at, message: `${where(at)}: ${hint ?? `write ${FORMAT[String(params.format)] ?? `a valid ${String(params.format)}`}`}` };
    case 'pattern':
      return { pointer: at, message: `${where(at)}: ${hint ?? `write text of the form ${String(params.pattern)}`}` };
    case 'minLength':
      return { pointer: at, message: `${where(at)}: ${params.limit === 1 ? 'write something, it cannot be empty' : `write at least ${String(params.limit)} characters`}` };
    case 'maxLength':
      return { pointer: at, message: `${where(at)}: write at most ${String(params.limit)} characters` };
    case 'minimum': case 'exclusiveMinimum':
      return { pointer: at, message: `${where(at)}: ${hint ?? `write a number ${e.keyword === 'minimum' ? 'of at least' : 'above'} ${String(params.limit)}`}` };
    case 'maximum': case 'exclusiveMaximum':
      return { pointer: at, message: `${where(at)}: ${hint ?? `write a number ${e.keyword === 'maximum' ? 'of at most' : 'below'} ${String(params.limit)}`}` };
    case 'minItems':
      return { pointer: at, message: `${where(at)}: ${hint ?? `list at least ${String(params.limit)}`}` };
    case 'maxItems':
      return { pointer: at, message: `${where(at)}: ${hint ?? `list at most ${String(params.limit)}`}` };
    case 'minProperties':
      return { pointer: at, message: `${where(at)}: ${hint ?? `name at least ${String(params.limit)}`}` };
    case 'uniqueItems':
      return { pointer: `${at}/${String(params.i)}`, message: `${where(at)}: entries ${String(params.j)} and ${String(params.i)} are the same: remove one` };
    case 'oneOf': case 'anyOf':
      return { pointer: at, message: `${where(at)}: ${hint ?? 'write one of the forms the meta-schema allows here'}` };
    default:
      return { pointer: at, message: `${where(at)}: ${hint ?? e.message ?? e.keyword}` };
  }
}

/** A validator's failures as sentences, one per place: a value that fits none of several forms is one sentence for the choice, not one per form. */
export function metaProblems(failures: readonly ErrorObject[]): { pointer: string; message: string }[] {
  const errors = failures.filter((e) => e.keyword !== 'if');
  const choices = new Set(errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath));
  const out = new Map<string, { pointer: string; message: string }>();
  for (const e of errors) {
    const inChoice = [...choices].some((c) => e.instancePath === c || e.instancePath.startsWith(c + '/'));
    if (inChoice && e.keyword !== 'oneOf' && e.keyword !== 'anyOf') continue;
    const problem = metaMessage(e);
    out.set(problem.pointer + problem.message, problem);
  }
  return [...out.values()];
}
