import { academyIdentity as academy } from '@campus/contract/plain';
import { Link } from 'react-router';
import { paths } from '../../lib/routes';
import { AcademyIdentityList, LegalPage, type LegalSection } from './legal-page';
import styles from './legal.module.css';

/** Why each kind of data is used and on which legal basis (RGPD art. 6 and 9), as the table of section 3 shows it. */
const purposes = [
  {
    purpose:
      'Gestionar tu matrícula y tu formación: acceso al campus, clases en directo y grabadas, tareas, evaluaciones, tutorías, certificados y tu expediente.',
    basis: 'Ejecución del contrato de matrícula (art. 6.1.b RGPD).',
  },
  {
    purpose: 'Facturar, cobrar las cuotas y cumplir las obligaciones contables y fiscales.',
    basis: 'Obligación legal (art. 6.1.c RGPD; Ley 58/2003 General Tributaria y Código de Comercio).',
  },
  {
    purpose: 'Permitir que un tercero (una empresa, una administración) compruebe que un certificado o una factura es auténtico con su código de verificación.',
    basis:
      'Ejecución del contrato e interés legítimo de la academia y de quien recibe el documento (art. 6.1.b y 6.1.f RGPD). Solo se muestra el DNI parcialmente.',
  },
  {
    purpose: 'Atender tus incidencias, solicitudes y consultas a secretaría, y enviarte los avisos del servicio (clases, cambios de horario, notificaciones).',
    basis: 'Ejecución del contrato (art. 6.1.b RGPD).',
  },
  {
    purpose: 'Proteger tu cuenta y la plataforma: registro de sesiones, bloqueo de intentos de acceso fallidos, prevención del fraude en los pagos.',
    basis: 'Interés legítimo en la seguridad de la red y de la información (art. 6.1.f y considerando 49 RGPD).',
  },
  {
    purpose: 'Conocer tus alergias u otros datos de salud que decidas darnos, para actuar en una emergencia durante las clases presenciales o las prácticas.',
    basis: 'Tu consentimiento explícito (art. 9.2.a RGPD), que puedes retirar borrando el campo en tu perfil.',
  },
  {
    purpose: 'Darte acceso a una prueba gratuita y contactar contigo sobre la formación que te interesa.',
    basis: 'Aplicación de medidas precontractuales a petición tuya (art. 6.1.b RGPD).',
  },
  {
    purpose: 'Enviarte información de otras formaciones de la academia por correo electrónico.',
    basis: 'Tu consentimiento o, si ya eres alumno, el interés legítimo del art. 21.2 de la Ley 34/2002 (LSSI); puedes oponerte en cada envío.',
  },
] as const;

const sections: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Quién es el responsable del tratamiento',
    body: (
      <>
        <p>El responsable del tratamiento de tus datos personales en Campus es:</p>
        <AcademyIdentityList extraRows={[{ term: 'Delegado de protección de datos', value: <a href={`mailto:${academy.dpoEmail}`}>{academy.dpoEmail}</a> }]} />
        <p>
          Esta política cumple el Reglamento (UE) 2016/679 General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018, de Protección de Datos Personales y
          garantía de los derechos digitales (LOPDGDD).
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Qué datos tratamos',
    body: (
      <ul>
        <li>
          <strong>Identificativos y de contacto:</strong> nombre, apellidos, DNI o NIE, correo de la academia, correo personal, teléfono y dirección.
        </li>
        <li>
          <strong>Académicos:</strong> matrículas, grupos, asistencia a las clases, progreso en los contenidos, tareas, calificaciones, certificados emitidos y
          solicitudes de baja con la encuesta que nos respondas.
        </li>
        <li>
          <strong>Económicos:</strong> cuotas, facturas y su estado de pago. Los datos de tu tarjeta los trata directamente la pasarela de pago; Campus no los
          guarda.
        </li>
        <li>
          <strong>Comunicaciones:</strong> mensajes del chat, correos internos, publicaciones del tablón e incidencias que escribas.
        </li>
        <li>
          <strong>Imagen:</strong> la foto de perfil, si decides subirla, y tu imagen y voz si participas con cámara o micrófono en una clase que se graba (se
          te avisa al empezar).
        </li>
        <li>
          <strong>Salud:</strong> solo las alergias u otros datos que tú quieras indicar en tu perfil.
        </li>
        <li>
          <strong>Técnicos:</strong> sesiones abiertas, fecha del último acceso, tipo de dispositivo y dirección IP de los intentos de acceso.
        </li>
      </ul>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para qué los usamos y con qué base jurídica',
    body: (
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Finalidad</th>
            <th scope="col">Base jurídica</th>
          </tr>
        </thead>
        <tbody>
          {purposes.map((row) => (
            <tr key={row.purpose}>
              <td data-label="Finalidad">{row.purpose}</td>
              <td data-label="Base jurídica">{row.basis}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo los conservamos',
    body: (
      <ul>
        <li>Mientras estés matriculado y, después, mientras puedan surgir responsabilidades de la relación contractual.</li>
        <li>
          Facturas y documentación contable: seis años (art. 30 del Código de Comercio); datos con trascendencia tributaria: cuatro años (art. 66 de la Ley
          General Tributaria).
        </li>
        <li>
          Expediente académico y registro de los certificados emitidos: de forma indefinida y bloqueados, para que puedas pedir un duplicado y un tercero pueda
          verificar un documento auténtico.
        </li>
        <li>Registros técnicos de sesiones e intentos de acceso: doce meses.</li>
        <li>Foto de perfil: hasta que la borres. Datos de salud: hasta que los borres de tu perfil o termine tu matrícula.</li>
      </ul>
    ),
  },
  {
    id: 'destinatarios',
    title: 'A quién se comunican',
    body: (
      <>
        <p>No vendemos tus datos. Solo se comunican cuando una ley lo exige o es necesario para tu formación:</p>
        <ul>
          <li>Agencia Estatal de Administración Tributaria y otras administraciones públicas, por obligación legal.</li>
          <li>
            La Fundación Estatal para la Formación en el Empleo (FUNDAE) o la administración que la financie, si tu formación está bonificada o subvencionada.
          </li>
          <li>Los organismos examinadores o los centros de prácticas, cuando tu formación incluye exámenes oficiales o prácticas en empresas.</li>
          <li>Bancos y entidades de pago, para cobrar las cuotas.</li>
        </ul>
        <p>
          Además, proveedores que nos prestan servicios como encargados del tratamiento (alojamiento de la plataforma en la Unión Europea, envío de correo
          electrónico, pasarela de pago, videoconferencia) acceden a los datos imprescindibles, con un contrato que les obliga a protegerlos (art. 28 RGPD).
        </p>
      </>
    ),
  },
  {
    id: 'transferencias',
    title: 'Transferencias internacionales',
    body: (
      <p>
        Algunos proveedores (por ejemplo, la pasarela de pago o el servicio de videoconferencia) pueden tratar datos fuera del Espacio Económico Europeo. Solo
        lo hacemos con empresas adheridas al Marco de Privacidad de Datos UE-EE. UU. o con cláusulas contractuales tipo aprobadas por la Comisión Europea (art.
        45 y 46 RGPD). Puedes pedirnos una copia de esas garantías.
      </p>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos y cómo ejercerlos',
    body: (
      <>
        <p>
          Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, así como
          retirar el consentimiento que nos hayas dado, sin que ello afecte a lo tratado antes.
        </p>
        <ul>
          <li>
            Muchos datos los puedes corregir tú mismo en <strong>Perfil › Información personal</strong>.
          </li>
          <li>
            Para lo demás, escribe a <a href={`mailto:${academy.dpoEmail}`}>{academy.dpoEmail}</a> o abre una incidencia desde el campus, indicando qué derecho
            ejerces. Si lo pides por correo desde una dirección que no es la tuya de la academia, podemos pedirte que acredites tu identidad.
          </li>
          <li>Te responderemos en el plazo de un mes, ampliable en dos meses más en casos complejos, avisándote (art. 12.3 RGPD).</li>
        </ul>
        <p>
          Si consideras que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección de Datos (C/ Jorge Juan 6, 28001 Madrid,{' '}
          <a href="https://www.aepd.es" rel="noopener noreferrer" target="_blank">
            www.aepd.es
          </a>
          ).
        </p>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Alumnos menores de edad',
    body: (
      <p>
        Si tienes menos de catorce años, la matrícula y el tratamiento de tus datos requieren el consentimiento de tu madre, padre o tutor legal (art. 7
        LOPDGDD), que podrá ejercer tus derechos en tu nombre. A partir de los catorce puedes consentir por ti mismo.
      </p>
    ),
  },
  {
    id: 'seguridad',
    title: 'Cómo protegemos tu cuenta',
    body: (
      <ul>
        <li>Todas las comunicaciones con Campus van cifradas. Tu contraseña se guarda solo como un resumen irreversible; nadie de la academia puede leerla.</li>
        <li>
          Desde <strong>Perfil › Privacidad y seguridad</strong> puedes cambiar tu contraseña, pedir una temporal a tu correo personal y desconectar todos tus
          dispositivos. Cambiar o resetear la contraseña cierra la sesión en los demás dispositivos.
        </li>
        <li>Los documentos que descargas se sirven con enlaces firmados que caducan y solo funcionan mientras dura tu sesión.</li>
      </ul>
    ),
  },
  {
    id: 'almacenamiento',
    title: 'Cookies y almacenamiento en tu navegador',
    body: (
      <p>
        Campus usa solo el almacenamiento técnico imprescindible para funcionar: el identificador de tu sesión en el almacenamiento local del navegador y una
        cookie temporal que protege el inicio de sesión. Están exentos de consentimiento (art. 22.2 LSSI). No usamos cookies de publicidad ni de analítica de
        terceros.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    body: (
      <p>
        Si cambiamos esta política de forma relevante te lo avisaremos en el campus antes de que el cambio se aplique. Puedes consultar también el{' '}
        <Link to={paths.legalNotice}>aviso legal</Link>.
      </p>
    ),
  },
];

/** /privacidad: the academy's data-protection policy (RGPD art. 13, LOPDGDD), public. */
export function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Política de protección de datos"
      lead={`Cómo trata ${academy.legalName} los datos de su alumnado y de quienes prueban Campus, para qué, durante cuánto tiempo y cómo puedes ejercer tus derechos.`}
      sections={sections}
      current={paths.privacyPolicy}
    />
  );
}
