import { useStaffLender } from '../../../api/staff';
import { useCopy } from '../../org-context';

/** The started-from and started-until dates of a staff filter form. */
export function DateRangeFields({ from, to }: { from?: string; to?: string }) {
  const copy = useCopy();
  return (
    <>
      <label>
        {copy('staff.filters.from')}
        <input type="date" name="from" defaultValue={from ?? ''} />
      </label>
      <label>
        {copy('staff.filters.to')}
        <input type="date" name="to" defaultValue={to ?? ''} />
      </label>
    </>
  );
}

/** The lender's loan officers, or any. */
export function LoanOfficerField({ value }: { value?: string }) {
  const copy = useCopy();
  const lender = useStaffLender();
  return (
    <label>
      {copy('staff.filters.loanOfficer')}
      <select name="loanOfficer" defaultValue={value ?? ''}>
        <option value="">{copy('staff.filters.any')}</option>
        {(lender.data?.loanOfficers ?? []).map((o) => <option key={o.uuid} value={o.uuid}>{o.name}</option>)}
      </select>
    </label>
  );
}

/** Apply the filters, or clear them all. */
export function FilterActions({ onClear }: { onClear: () => void }) {
  const copy = useCopy();
  return (
    <div className="staff-filters__actions">
      <button type="submit" className="button button--primary">{copy('staff.filters.apply')}</button>
      <button type="button" className="button" onClick={onClear}>{copy('staff.filters.clear')}</button>
    </div>
  );
}
