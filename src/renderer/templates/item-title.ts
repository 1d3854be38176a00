import { getUiOptions, type UiSchema } from '@rjsf/utils';

/** A list item's own title from its ui file ("Owner {number}" -> "Owner 2"), when it has one. */
export function itemTitle(uiSchema: UiSchema | undefined, index: unknown): string | undefined {
  const pattern = getUiOptions(uiSchema).itemTitle;
  return typeof pattern === 'string' && typeof index === 'number' ? pattern.replace('{number}', String(index + 1)) : undefined;
}
