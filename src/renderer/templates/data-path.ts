import type { FieldPathId } from '@rjsf/utils';

/**
 * The place of a field's value in the form's data. rjsf adds a step "XxxOf" to the path of a field
 * drawn beside its oneOf/anyOf choice, which is no step into the data.
 */
export const dataPath = (fieldPathId: FieldPathId): FieldPathId['path'] => fieldPathId.path.filter((step) => step !== 'XxxOf');
