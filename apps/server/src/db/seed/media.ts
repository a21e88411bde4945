/**
 * The demo media every seeded file row points at, by storage key under `demo/`. The files themselves
 * are produced by the demo media step; here only their keys and types are fixed. URLs are left to the
 * files service, which resolves a storage key (disk or S3) into an address.
 */
export interface DemoMedia {
  file_type: string;
  storage_key: string;
  subtitles_storage_key?: string;
  embed_code?: string;
  /** Size of the file, for rows that show it (task deliveries, as an upload would record it). */
  size_bytes?: number;
}

export const DEMO_H5P_STORAGE_KEY = 'demo/h5p/repaso-javascript/index.html';

export const demoMedia = {
  /** Short class recording with Spanish subtitles. */
  video: { file_type: 'video/mp4', storage_key: 'demo/videos/clase-muestra.mp4', subtitles_storage_key: 'demo/videos/clase-muestra.es.vtt' },
  guide: { file_type: 'application/pdf', storage_key: 'demo/documentos/guia-del-alumno.pdf' },
  notesDaw: { file_type: 'application/pdf', storage_key: 'demo/documentos/apuntes-daw.pdf' },
  notesNursing: { file_type: 'application/pdf', storage_key: 'demo/documentos/apuntes-enfermeria.pdf' },
  notesExams: { file_type: 'application/pdf', storage_key: 'demo/documentos/apuntes-oposiciones.pdf' },
  imageDaw: { file_type: 'image/png', storage_key: 'demo/imagenes/arquitectura-aplicacion-web.png' },
  imageNursing: { file_type: 'image/jpeg', storage_key: 'demo/imagenes/constantes-vitales.jpg' },
  imageExams: { file_type: 'image/png', storage_key: 'demo/imagenes/organigrama-administracion.png' },
  template: { file_type: 'other', storage_key: 'demo/otros/plantilla-memoria-proyecto.docx' },
  /** H5P-style interactive quiz, embedded through an iframe on the files route of our storage. */
  h5pQuiz: {
    file_type: 'h5p',
    storage_key: DEMO_H5P_STORAGE_KEY,
    embed_code: `<iframe src="/media/${DEMO_H5P_STORAGE_KEY}" title="Repaso interactivo: fundamentos de JavaScript" width="100%" height="1000" allowfullscreen="allowfullscreen" allow="fullscreen"></iframe>`,
  },
  /** What students hand in for a task (seed/tasks.ts): a written report, a zipped project, a nursing case. */
  deliveryPdf: { file_type: 'application/pdf', storage_key: 'demo/entregas/memoria-entrega-practica.pdf', size_bytes: 3441 },
  deliveryZip: { file_type: 'application/zip', storage_key: 'demo/entregas/proyecto-entrega.zip', size_bytes: 1881 },
  deliveryNursing: { file_type: 'application/pdf', storage_key: 'demo/entregas/entrega-caso-practico-enfermeria.pdf', size_bytes: 3331 },
} as const satisfies Record<string, DemoMedia>;

export type DemoMediaKey = keyof typeof demoMedia;

/** File plans for the usual attachments of a class, named after the class title. */
export const recording = (title: string) => ({ name: `Grabación - ${title}.mp4`, media: 'video' as const });
export const notes = (title: string, media: 'notesDaw' | 'notesNursing' | 'notesExams' | 'guide') => ({ name: `${title}.pdf`, media });
