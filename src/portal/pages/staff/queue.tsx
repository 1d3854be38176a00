import { Link } from '../../shell/links';
import { useWorkQueue, type QueueItem } from '../../../api/decisions';
import { ADVERSE_ACTION_NOTICE, CLOSER, UNDERWRITER } from '../../../product/decisions';
import { useCopy } from '../../org-context';
import { dateTime, statusLabel } from './labels';
import { StaffError, StaffLoading } from './staff-error';
import { staffApplicationPath } from '../../../lib/page-paths';

/** One list of the queue: its applications as links to their staff view, oldest waiting first. */
function QueueTable({ id, title, items, extra }: { id: string; title: string; items: QueueItem[]; extra?: (i: QueueItem) => string }) {
  const copy = useCopy();
  if (!items.length) return <p>{copy('staff.queue.none')}</p>;
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className="text">{copy('staff.col.loanNumber')}</th>
            <th scope="col" className="text">{copy('staff.col.name')}</th>
            <th scope="col" className="text">{copy('staff.col.status')}</th>
            {extra ? <th scope="col" className="text">{copy('staff.queue.letter')}</th> : null}
            <th scope="col" className="text">{extra ? copy('staff.queue.sent') : copy('staff.queue.since')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((i, n) => (
            <tr key={`${i.uuid}-${n}`}>
              <th scope="row" className="text"><Link to={staffApplicationPath(i.uuid)}>{i.loanNumber}</Link></th>
              <td className="text">{i.name}</td>
              <td className="text">{statusLabel(copy, i.status)}</td>
              {extra ? <td className="text">{extra(i)}</td> : null}
              <td className="text">{dateTime(i.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Staff: the lender's work queue: reviews to decide, fundings to record, letters sent. */
export default function StaffQueuePage() {
  const copy = useCopy();
  const queue = useWorkQueue();
  if (queue.isPending) return <StaffLoading />;
  if (queue.isError) return <StaffError error={queue.error} onRetry={() => void queue.refetch()} />;
  const { reviews, fundings, letters } = queue.data;
  const letterName = (type: string) => copy(type === ADVERSE_ACTION_NOTICE ? 'staff.letter.adverseActionNotice' : 'staff.letter.cancellationProof');
  return (
    <article>
      <h1 className="page-title">{copy('staff.queue.title')}</h1>
      <p>{copy('staff.queue.intro')}</p>
      <section aria-labelledby="queue-reviews">
        <h2 id="queue-reviews">{copy('staff.queue.reviews')}</h2>
        {reviews.permitted ? <QueueTable id="queue-reviews" title={copy('staff.queue.reviews')} items={reviews.items} /> : <p>{copy('staff.queue.notPermitted', { permission: UNDERWRITER })}</p>}
      </section>
      <section aria-labelledby="queue-fundings">
        <h2 id="queue-fundings">{copy('staff.queue.fundings')}</h2>
        {fundings.permitted ? <QueueTable id="queue-fundings" title={copy('staff.queue.fundings')} items={fundings.items} /> : <p>{copy('staff.queue.notPermitted', { permission: CLOSER })}</p>}
      </section>
      <section aria-labelledby="queue-letters">
        <h2 id="queue-letters">{copy('staff.queue.letters')}</h2>
        <QueueTable id="queue-letters" title={copy('staff.queue.letters')} items={letters} extra={(i) => letterName((i as (typeof letters)[number]).type)} />
      </section>
    </article>
  );
}
