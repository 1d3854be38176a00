import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { chooseStaffLender, useStaffLender } from '../../api/staff';
import { useCopy } from '../org-context';

/** Platform staff: which lender's applications, funnel and conditions the console shows. */
export function LenderSwitch() {
  const copy = useCopy();
  const id = useId();
  const qc = useQueryClient();
  const lender = useStaffLender();
  if (!lender.data?.switchable) return null;
  return (
    <span className="staff-bar__lender">
      <label htmlFor={id}>{copy('staff.lender.label')}</label>
      <select
        id={id}
        value={lender.data.orgCode}
        onChange={(e) => {
          chooseStaffLender(e.target.value);
          // every staff answer was for the lender before
          void qc.invalidateQueries();
        }}
      >
        {lender.data.lenders.map((l) => <option key={l.orgCode} value={l.orgCode}>{l.orgBrand}</option>)}
      </select>
    </span>
  );
}
