import { texts } from '@campus/contract';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { formatAcademyDay } from '../../../lib/academy-date';
import { useContracts } from './api/get-contracts';
import { openDocument } from '../../../lib/open-document';
import { fillText } from './secretary-format';
import styles from './secretary.module.css';

/** The student's training contracts, each opened through its short-lived address ('No hay ningún contrato disponible'). */
export function ContractCard({ contactCode }: { contactCode: string }) {
  const contracts = useContracts(contactCode);

  const open = async () => {
    // The addresses expire: read the list again before opening.
    const answer = await contracts.refetch();
    const first = answer.data?.data[0];
    if (!first) {
      toast.error(answer.isError ? texts.secretary.documentError : texts.secretary.noContract);
      return;
    }
    openDocument(first.edu_urlcontrato);
  };

  const latest = contracts.data?.data[0];
  return (
    <div className={styles.row}>
      {latest ? (
        <p className={styles.muted}>
          {latest.edu_referencia} · {fillText(texts.secretary.contractSigned, { date: formatAcademyDay(latest.edu_fechafirma) ?? '' })}
        </p>
      ) : null}
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void open()} disabled={contracts.isFetching}>
        {texts.secretary.contractAction}
      </button>
    </div>
  );
}
