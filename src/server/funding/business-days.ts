// Loaded with the first date asked for, not at start: its holiday and time-zone tables take some 50 ms to load
// even from V8's code cache, and no start needs them.
let calendar: Promise<typeof import('../../lib/business-days')> | undefined;

/** The business-day calendar (rescission, funding and notary days) of src/lib/business-days. */
export const businessDays = () => (calendar ??= import('../../lib/business-days'));
