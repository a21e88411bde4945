import { texts, type Enrolment } from '@campus/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { isApiError } from '../../../lib/api-client';
import { toAcademyDayKey } from '../../../lib/academy-date';
import { SelectField } from '../../../components/form/text-field';
import { useDebts } from './api/get-debts';
import { useYearlyInvoices } from './api/get-yearly-invoices';
import { openDocument } from '../../../lib/open-document';
import { fillText } from './secretary-format';
import styles from './secretary.module.css';

/** The previous year's invoices of one enrolment in one PDF ('No hay ninguna factura disponible del año anterior'). */
export function YearlyInvoicesCard({ contactCode, enrolments, year }: { contactCode: string; enrolments: readonly Enrolment[]; year: number }) {
  // The invoices card's list (the same cached query) tells which enrolment had invoices paid that year: it is chosen first.
  const debts = useDebts(
    contactCode,
    enrolments.map((e) => e.edu_codigomatricula),
  );
  const withInvoices = debts.data?.data.find(
    (d) => d.caja_pagado && d.caja_numerofactura && d.caja_fechapago && toAcademyDayKey(d.caja_fechapago)?.slice(0, 4) === String(year),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const yearly = useYearlyInvoices();
  const enrolment = chosen ?? withInvoices?.caja_Matricula.edu_codigomatricula ?? enrolments[0]?.edu_codigomatricula ?? '';

  const download = () =>
    yearly.mutate(enrolment, {
      onSuccess: (answer) => openDocument(answer.url),
      onError: (error) => toast.error(isApiError(error) ? error.message : texts.secretary.noPreviousYearInvoices),
    });

  return (
    <div className={styles.row}>
      {enrolments.length > 1 ? (
        <SelectField
          id="secretary-yearly-enrolment"
          label={texts.secretary.enrolmentLabel}
          value={enrolment}
          onChange={(event) => setChosen(event.target.value)}
        >
          {enrolments.map((e) => (
            <option key={e.edu_codigomatricula} value={e.edu_codigomatricula}>
              {e.edu_formacion ? `${e.edu_formacion} (${e.edu_codigomatricula})` : e.edu_codigomatricula}
            </option>
          ))}
        </SelectField>
      ) : null}
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={download} disabled={!enrolment || yearly.isPending}>
        {fillText(texts.secretary.yearlyAction, { year })}
      </button>
    </div>
  );
}
