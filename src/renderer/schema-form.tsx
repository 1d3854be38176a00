import Form, { type FormProps } from '@rjsf/core';
import { untranslatedSchema } from '../engine/languages';
import type { ErrorSchema, RegistryWidgetsType, RegistryFieldsType, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLive } from './use-live';
import { resolveScreen } from '../engine/org';
import type { JsonObject } from '../engine/types';
import { flushSync } from 'react-dom';
import { ChosenOptionsContext, type ChosenOptions } from './chosen-options';
import { useFormCopy, useFormStrings, useRendererContent } from './content-context';
import { flushPendingInputs } from './deferred-input';
import { contentErrors, serverErrorsToErrorSchema } from './errors';
import { markScreenPainted } from './first-screen';
import { loadAllOfMergeFor } from './all-of-merge';
import { createPrecompiledValidator } from './precompiled-validator';
import { serverValidated } from './server-validated';
import { templates } from './templates';
import { copyTranslator } from './translate-string';
import { themeWidgets } from './widgets';

export interface SchemaFormProps<T extends JsonObject = JsonObject> {
  /** Screen id: the base name of a pair in schemas/screens, or folder/name for the other folders. */
  screen: string;
  formData?: Partial<T>;
  onSubmit: (data: T) => void | Promise<void>;
  /** The data after a change; `field` names the field the user changed, absent for data the form derived itself (defaults). */
  onChange?: (data: Partial<T>, field?: string) => void;
  /**
   * Whether the form fills in the schema's defaults (array minimum items, default values) on its own.
   * An editor of existing files turns it off: the form then holds exactly what it was given.
   */
  fillDefaults?: boolean;
  /** Field errors returned by the server for the last submit. */
  serverErrors?: { path: string; message: string }[];
  disabled?: boolean;
  /** Project widgets and fields (src/widgets) by name. */
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  /** Rendered after the fields, before the submit button (e.g. a Back link). */
  children?: ReactNode;
  /** Extra values templates and widgets may read (e.g. licensed states). */
  formContext?: Record<string, unknown>;
  /** Shows the x-screen title as the page heading. */
  showTitle?: boolean;
  /** Shown after the heading and intro, before the fields (what the form is about, a notice). */
  lead?: ReactNode;
  /** Shows the answers without letting them change, and no submit button. */
  readOnly?: boolean;
}

// by schema object: a screen id may have another schema in another content version
const validatorCache = new WeakMap<object, ValidatorType>();

// by schema object: one object per content schema, so a form and its validator hold the very same root
// schema and the validator recognises it without comparing (precompiled-validator.ts)
const formSchemas = new WeakMap<object, RJSFSchema>();

/** A content schema as the form and its validator take it: without its `$schema`. */
function formSchemaOf(source: JsonObject): RJSFSchema {
  let schema = formSchemas.get(source);
  if (!schema) {
    const { $schema: _ignored, ...rest } = source;
    formSchemas.set(source, (schema = rest as RJSFSchema));
  }
  return schema;
}

/**
 * Loads a screen's validator into the cache forms read (idempotent). A form loads its own; a page the server
 * rendered loads its screens' first, so the form's first render in the browser already has it, as the
 * server's had: the served fields are hydrated, not drawn again. A schema with an `allOf` waits for its
 * merge too (src/renderer/all-of-merge.ts).
 */
export async function loadScreenValidator(
  pair: { id: string; schema: JsonObject },
  load: (screenId: string) => Promise<Record<string, unknown> | null>,
): Promise<ValidatorType> {
  const cached = validatorCache.get(pair.schema);
  if (cached) return cached;
  const [fns] = await Promise.all([load(pair.id), loadAllOfMergeFor(pair.schema)]);
  // a translated schema validates with the functions of the schema as written: only its texts differ
  const source = untranslatedSchema(pair.schema);
  const v = validatorCache.get(pair.schema) ?? (fns ? createPrecompiledValidator(fns as never, formSchemaOf(source ?? pair.schema), source ? formSchemaOf(pair.schema) : undefined) : serverValidated);
  validatorCache.set(pair.schema, v);
  return v;
}

// A const (e.g. a consent that must be true) is a rule to meet, never a value to pre-fill.
const DEFAULT_FORM_STATE = { constAsDefaults: 'never' } as const;
/** Nothing is added that the data does not already hold: no default values, no minimum array items. */
const NO_DEFAULTS = {
  constAsDefaults: 'never',
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  allOf: 'skipDefaults',
  mergeDefaultsIntoFormData: 'useFormDataIfPresent',
} as const;

// A refused submit is told by the error summary and the fields themselves; without a handler rjsf
// would also log each one to the console.
const refusedSubmit = () => undefined;

type EchoAwareProps = FormProps & { reported: { current: unknown } };

/**
 * rjsf's form, not rendered again when the one thing that changed is the page handing back the data
 * the form itself last reported (a page that keeps what is typed, so a refused submit loses nothing):
 * rjsf would re-derive its whole state from that data (defaults, the resolved schema, field ids, a deep
 * compare of both states) only to find what it already holds. Any other change of its props renders
 * it as before, with the page's latest data, which rjsf then recognises as its own.
 */
const EchoAwareForm = memo(
  ({ reported: _reported, ...props }: EchoAwareProps) => <Form {...props} />,
  (prev, next) => {
    const keys = Object.keys(next) as (keyof EchoAwareProps)[];
    return keys.length === Object.keys(prev).length && keys.every((key) => (key === 'formData'
      ? prev.formData === next.formData || next.formData === next.reported.current
      : prev[key] === next[key]));
  },
);

/** Renders a schema pair as a form: copy from content (with the org's overrides), validators precompiled. */
export function SchemaForm<T extends JsonObject = JsonObject>(props: SchemaFormProps<T>) {
  const { content, org, loadValidator, widgets: registeredWidgets, fields: registeredFields } = useRendererContent();
  const pair = content.screens[props.screen];
  if (!pair) throw new Error(`Unknown screen "${props.screen}"`);
  const resolved = useMemo(() => resolveScreen(pair, org), [pair, org]);
  const strings = useFormStrings();
  const copy = useFormCopy();
  const translateString = useMemo(() => copyTranslator(strings), [strings]);
  // one per form: what its choice templates show, for its error messages to read
  const [chosen] = useState<ChosenOptions>(() => new Map());
  // Keyed by screen so that a page swapping one screen for another never validates with the old schema.
  const [loaded, setLoaded] = useState<{ schema: object; validator: ValidatorType }>();
  const validator = validatorCache.get(pair.schema) ?? (loaded?.schema === pair.schema ? loaded.validator : undefined);

  useEffect(() => {
    const cached = validatorCache.get(pair.schema);
    if (cached) {
      // Another form loaded it after this render read the cache and before this effect ran (effects
      // run after the render is committed): take it, or this form would wait for a load that has happened.
      setLoaded((l) => (l?.schema === pair.schema ? l : { schema: pair.schema, validator: cached }));
      return;
    }
    let live = true;
    void loadScreenValidator(pair, loadValidator).then((v) => {
      if (live) setLoaded({ schema: pair.schema, validator: v });
    });
    return () => {
      live = false;
    };
  }, [pair, loadValidator]);

  useEffect(() => {
    if (validator) markScreenPainted();
  }, [validator]);

  const schema = formSchemaOf(resolved.schema);
  const transformErrors = useMemo(() => contentErrors(resolved.ui, strings, schema as JsonObject, chosen), [resolved.ui, strings, schema, chosen]);
  const ui = resolved.ui as JsonObject & { 'x-screen'?: { title?: string; intro?: string; submitText?: string; notes?: string[] } };
  const screen = ui['x-screen'];
  // The page's heading: the screen's own title, else the form's title (its UI file's, else its schema's).
  const title = [screen?.title, ui['ui:title'], schema.title].find((t): t is string => typeof t === 'string' && t !== '');
  const uiSchema = useMemo<UiSchema>(() => {
    const { 'x-screen': _x, $schema: _u, ...rest } = ui;
    return {
      ...rest,
      'ui:submitButtonOptions': { submitText: screen?.submitText ?? copy('form.submit'), ...(rest['ui:submitButtonOptions'] as object) },
    } as UiSchema;
  }, [ui, screen, copy]);
  // Every form knows every registered widget, so a screen naming one never depends on its page passing it.
  const widgets = useMemo(() => ({ ...themeWidgets, ...registeredWidgets, ...props.widgets }), [registeredWidgets, props.widgets]);
  const fields = useMemo(() => ({ ...registeredFields, ...props.fields }), [registeredFields, props.fields]);
  const extraErrors = useMemo<ErrorSchema | undefined>(
    () => (props.serverErrors?.length ? serverErrorsToErrorSchema(props.serverErrors) : undefined),
    [props.serverErrors],
  );

  // The form's callbacks keep one identity and call the page's latest ones, so that a page's new
  // closures alone never render the form again (EchoAwareForm).
  const latest = useRef(props);
  latest.current = props;
  const reported = useRef<unknown>(undefined);
  const onChange = useCallback((e: { formData?: unknown }, field?: string) => {
    reported.current = e.formData;
    latest.current.onChange?.(e.formData as Partial<T>, field);
  }, []);
  const onSubmit = useCallback((e: { formData?: unknown }) => void latest.current.onSubmit(e.formData as T), []);

  const submitText = screen?.submitText ?? copy('form.submit');
  // A form the server drew can be read and filled before its script runs, but not sent: without the script the
  // browser would send it itself, its answers (a password too) in the page's address. The button is live once
  // the form is (its first effect), and what was typed meanwhile is kept.
  const live = useLive();
  // One element while nothing it shows changes, so a page rendering again with the same children does
  // not render rjsf's form again (EchoAwareForm compares its props by identity).
  const actions = useMemo(() => (
    <>
      {props.children}
      {props.readOnly ? null : (
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={props.disabled || !live}>
            {submitText}
          </button>
        </div>
      )}
    </>
  ), [props.children, props.readOnly, props.disabled, submitText, live]);

  return (
    // A submit, however it comes (a click that moved no focus, a script), first hands over typed values still waiting.
    <div className="schema-form" data-screen={props.screen} onSubmitCapture={() => flushSync(flushPendingInputs)}>
      {props.showTitle !== false && title ? <h1 className="page-title">{title}</h1> : null}
      {screen?.intro ? <p className="page-intro">{screen.intro}</p> : null}
      {props.lead}
      {validator ? (
        <ChosenOptionsContext.Provider value={chosen}>
          <EchoAwareForm
            reported={reported}
            schema={schema}
            uiSchema={uiSchema}
            formData={props.formData}
            validator={validator}
            templates={templates}
            widgets={widgets}
            fields={fields}
            formContext={props.formContext}
            noHtml5Validate
            experimental_defaultFormStateBehavior={props.fillDefaults === false ? NO_DEFAULTS : DEFAULT_FORM_STATE}
            showErrorList="top"
            focusOnFirstError
            disabled={props.disabled}
            readonly={props.readOnly}
            extraErrors={extraErrors}
            transformErrors={transformErrors}
            translateString={translateString}
            onChange={onChange}
            onSubmit={onSubmit}
            onError={refusedSubmit}
          >
            {actions}
          </EchoAwareForm>
        </ChosenOptionsContext.Provider>
      ) : (
        <p role="status" className="loading-inline">{copy('form.loading')}</p>
      )}
      {screen?.notes?.map((note, i) => (
        <p key={i} className="page-note">{note}</p>
      ))}
    </div>
  );
}
