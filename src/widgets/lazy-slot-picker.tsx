import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// Dates through luxon: loaded with the one screen that picks a time, not with every form's widget registry.
const SlotPicker = lazy(() => import('./slot-picker').then((m) => ({ default: m.SlotPickerWidget })));

/** The slotPicker widget, its code fetched when a screen first shows it. */
export function LazySlotPickerWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <SlotPicker {...props} />
    </Suspense>
  );
}
