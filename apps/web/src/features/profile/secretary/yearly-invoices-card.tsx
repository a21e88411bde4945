import { texts, type Enrolment } from '@campus/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { isApiError } from '../../../lib/api-client';
import fieldStyles from '../../../components/form-field.module.css';
import { useYearlyInvoices } from './api/get-yearly-invoices';
import { openDocument } from './open-document';
import { fillText } from './secretary-format';
import styles from './secretary.module.css';

/** The previous year's invoices of one enrolment in one PDF ('No hay ninguna factura disponible del año anterior'). */
export function YearlyInvoicesCard({ enrolments, year }: { enrolments: readonly Enrolment[]; year: number }) {
  const [chosen, setChosen] = useState(enrolments[0]?.edu_codigomatricula ?? '');
  const yearly = useYearlyInvoices();
  const enrolment = enrolments.some((e) => e.edu_codigomatricula === chosen) ? chosen : (enrolments[0]?.edu_codigomatricula ?? '');

  const download = () =>
    yearly.mutate(enrolment, {
      onSuccess: (answer) => openDocument(answer.url),
      onError: (error) => toast.error(isApiError(error) ? error.message : texts.secretary.noPreviousYearInvoices),
    });

  return (
    <div className={styles.row}>
      {enrolments.length > 1 ? (
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor="secretary-yearly-enrolment">
            {texts.secretary.enrolmentLabel}
          </label>
          <select id="secretary-yearly-enrolment" className={fieldStyles.input} value={enrolment} onChange={(event) => setChosen(event.target.value)}>
            {enrolments.map((e) => (
              <option key={e.edu_codigomatricula} value={e.edu_codigomatricula}>
                {e.edu_formacion ? `${e.edu_formacion} (${e.edu_codigomatricula})` : e.edu_codigomatricula}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={download} disabled={!enrolment || yearly.isPending}>
        {fillText(texts.secretary.yearlyAction, { year })}
      </button>
    </div>
  );
}
