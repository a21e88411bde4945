import { academyIdentity as academy } from '@campus/contract/plain';
import { Link } from 'react-router';
import { paths } from '../../lib/routes';
import { AcademyIdentityList, LegalPage, type LegalSection } from './legal-page';

const sections: readonly LegalSection[] = [
  {
    id: 'titular',
    title: 'Datos del titular',
    body: (
      <>
        <p>
          En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI), te
          informamos de que esta plataforma es titularidad de:
        </p>
        <AcademyIdentityList extraRows={[{ term: 'Datos registrales', value: academy.registry }]} />
      </>
    ),
  },
  {
    id: 'objeto',
    title: 'Objeto',
    body: (
      <p>
        {academy.brand} es el campus virtual de {academy.legalName}: el espacio donde su alumnado sigue las formaciones en las que está matriculado, asiste a
        las clases, se comunica con el profesorado y la secretaría y gestiona sus documentos. También permite probar parte de los contenidos de forma gratuita y
        contratar formaciones. Este aviso regula el acceso y el uso de la plataforma; la matrícula se rige además por el contrato que firmas al inscribirte.
      </p>
    ),
  },
  {
    id: 'uso',
    title: 'Condiciones de uso',
    body: (
      <>
        <p>Al usar Campus te comprometes a:</p>
        <ul>
          <li>Guardar en secreto tus credenciales, que son personales e intransferibles, y avisarnos si crees que alguien las conoce.</li>
          <li>Usar los contenidos solo para tu propia formación, sin compartir tu cuenta ni las grabaciones de las clases.</li>
          <li>
            Tratar con respeto al profesorado, a tus compañeros y al personal en el chat, el correo, el tablón y las clases en directo, sin publicar contenidos
            ilícitos, ofensivos, discriminatorios o que vulneren derechos de terceros.
          </li>
          <li>No intentar acceder a datos de otras personas ni alterar el funcionamiento de la plataforma.</li>
        </ul>
        <p>
          Si se incumplen estas condiciones, la academia podrá retirar los contenidos afectados y suspender el acceso, después de escucharte salvo en casos
          urgentes, sin perjuicio de las acciones legales que correspondan.
        </p>
      </>
    ),
  },
  {
    id: 'propiedad-intelectual',
    title: 'Propiedad intelectual e industrial',
    body: (
      <p>
        Los temarios, vídeos, grabaciones, tests, ejercicios, el diseño de la plataforma, la marca {academy.brand} y el resto de contenidos pertenecen a{' '}
        {academy.legalName} o a terceros que le han cedido su uso. Quedan prohibidas su reproducción, distribución, comunicación pública y transformación fuera
        del uso personal que exige tu formación sin autorización expresa, conforme al texto refundido de la Ley de Propiedad Intelectual (Real Decreto
        Legislativo 1/1996). Lo que publicas en el tablón o el chat sigue siendo tuyo; nos autorizas a mostrarlo a tu grupo mientras dure la formación.
      </p>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Disponibilidad y responsabilidad',
    body: (
      <p>
        Trabajamos para que Campus esté disponible en todo momento, pero puede haber interrupciones por mantenimiento o causas ajenas a la academia; las
        avisaremos con antelación siempre que sea posible y las clases afectadas quedarán grabadas o se recuperarán. La academia no responde de los contenidos
        de sitios externos enlazados desde la plataforma, que se rigen por sus propias condiciones.
      </p>
    ),
  },
  {
    id: 'datos-personales',
    title: 'Protección de datos',
    body: (
      <p>
        El tratamiento de tus datos personales se explica en la <Link to={paths.privacyPolicy}>política de protección de datos</Link>. Los accesos al campus se
        registran solo con fines de seguridad.
      </p>
    ),
  },
  {
    id: 'legislacion',
    title: 'Legislación aplicable y reclamaciones',
    body: (
      <p>
        Este aviso se rige por la legislación española. Si eres consumidor, los juzgados competentes son los de tu domicilio; también puedes presentar una hoja
        de reclamaciones o acudir al Sistema Arbitral de Consumo. Antes de eso, escríbenos a <a href={`mailto:${academy.email}`}>{academy.email}</a> o abre una
        incidencia desde el campus: intentaremos resolverlo contigo.
      </p>
    ),
  },
];

/** /aviso-legal: the academy's legal notice (LSSI art. 10), public. */
export function LegalNoticeRoute() {
  return (
    <LegalPage
      title="Aviso legal"
      lead={`Quién está detrás de ${academy.brand} y en qué condiciones puedes usar la plataforma y sus contenidos.`}
      sections={sections}
      current={paths.legalNotice}
    />
  );
}
