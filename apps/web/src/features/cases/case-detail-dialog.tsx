import { texts, type SupportCase } from '@campus/contract';
import { ModalDialog } from '../../components/modal-dialog';
import { CaseDescription, CaseFacts, CaseResolution, CaseTicketBlock } from './case-detail';
import { casesWebTexts } from './cases-texts';
import styles from './cases.module.css';

/**
 * A case's detail for its student (spec 002 §Support cases: detail modal): the ticket number to give on the
 * phone, status, type, dates, what they wrote and the resolution. It follows the cache: a status change or
 * a resolution pushed while it is open shows at once.
 */
export function CaseDetailDialog({ item, onClose }: { item: SupportCase | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={item !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={item?.title ?? texts.cases.heading}
      closeLabel={texts.cases.close}
      size="medium"
    >
      {item ? (
        <div className={styles.detail}>
          <CaseTicketBlock item={item} />
          <CaseFacts item={item} />
          <CaseDescription item={item} title={casesWebTexts.descriptionTitle} />
          <CaseResolution incidentId={item.incidentid} />
        </div>
      ) : null}
    </ModalDialog>
  );
}
