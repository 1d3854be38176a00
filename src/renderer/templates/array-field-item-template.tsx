import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** One item of a list, followed by its buttons (move up and down, copy, remove) when it has any. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className="field-list__item">
      {children}
      {hasToolbar && !buttonsProps.readonly ? (
        <div className="field-list__toolbar">
          <Buttons {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}
