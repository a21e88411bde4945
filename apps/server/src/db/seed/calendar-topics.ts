/**
 * Syllabus of the demo academy's weekly live classes and recorded lessons (calendar-only events): each
 * live topic runs over three sessions, in course order; `parts` are what each session covers.
 */
export interface LiveTopic {
  title: string;
  description: string;
  parts: readonly [string, string, string];
}

/** DAW group A, "Desarrollo web en entorno cliente" (two evenings a week with the main teacher). */
export const dawClientTopics: readonly LiveTopic[] = [
  {
    title: 'HTML semántico y accesible',
    description: 'Estructura de documentos, elementos de sección y formularios accesibles.',
    parts: ['Elementos de sección y jerarquía de títulos', 'Formularios y etiquetas', 'Auditoría con el inspector de accesibilidad'],
  },
  {
    title: 'CSS moderno: cascada y especificidad',
    description: 'Selectores, cascada, herencia, capas y variables CSS.',
    parts: ['Cascada y especificidad', 'Variables y capas', 'Refactorización de una hoja de estilos'],
  },
  {
    title: 'Maquetación con Flexbox',
    description: 'Ejes, alineación, crecimiento y patrones de maquetación habituales.',
    parts: ['Ejes y alineación', 'Patrones: barra de navegación y tarjetas', 'Maqueta guiada del portal de reservas'],
  },
  {
    title: 'Maquetación con CSS Grid',
    description: 'Rejillas explícitas e implícitas, áreas y diseño adaptable.',
    parts: ['Líneas, pistas y áreas', 'Rejillas adaptables sin media queries', 'Corrección de la tarea de maquetación'],
  },
  {
    title: 'JavaScript: tipos y estructuras de control',
    description: 'Tipos primitivos, coerción, condicionales y bucles.',
    parts: ['Tipos y coerción', 'Condicionales y bucles', 'Ejercicios de lógica en directo'],
  },
  {
    title: 'JavaScript: funciones y closures',
    description: 'Funciones de primera clase, ámbito léxico y closures.',
    parts: ['Declaraciones, expresiones y flechas', 'Ámbito léxico y closures', 'Kata: memoización y contadores'],
  },
  {
    title: 'Arrays y objetos en JavaScript',
    description: 'map, filter, reduce, desestructuración y copia de objetos.',
    parts: ['Métodos de arrays', 'Desestructuración y propagación', 'Transformación de datos de una API'],
  },
  {
    title: 'Módulos y herramientas de compilación',
    description: 'Módulos ES, npm, Vite y organización del proyecto.',
    parts: ['Módulos ES e importaciones', 'Vite y el servidor de desarrollo', 'Estructura del proyecto intermodular'],
  },
  {
    title: 'El DOM: selección y manipulación',
    description: 'Selección de nodos, creación de elementos y plantillas.',
    parts: ['Selección y recorrido del DOM', 'Creación de elementos y plantillas', 'Lista de tareas sin frameworks'],
  },
  {
    title: 'Eventos del navegador',
    description: 'Propagación, delegación y eventos de teclado accesibles.',
    parts: ['Captura y burbujeo', 'Delegación de eventos', 'Atajos de teclado accesibles'],
  },
  {
    title: 'Formularios y validación',
    description: 'API de validación de restricciones y mensajes accesibles.',
    parts: ['Atributos de validación', 'Mensajes de error accesibles', 'Formulario de registro completo'],
  },
  {
    title: 'Asincronía: promesas y async/await',
    description: 'El bucle de eventos, promesas y manejo de errores.',
    parts: ['El bucle de eventos', 'Promesas y encadenamiento', 'async/await y errores'],
  },
  {
    title: 'Consumo de APIs con fetch',
    description: 'Peticiones, cabeceras, JSON, cancelación y estados de carga.',
    parts: ['fetch y JSON', 'Cancelación con AbortController', 'Estados de carga y error en la interfaz'],
  },
  {
    title: 'TypeScript para el cliente',
    description: 'Tipos, interfaces, genéricos y tipado de respuestas de la API.',
    parts: ['Tipos e interfaces', 'Genéricos y utilidades', 'Tipar el cliente de la API'],
  },
  {
    title: 'React: componentes y JSX',
    description: 'Componentes de función, props y composición.',
    parts: ['JSX y componentes', 'Props y composición', 'Catálogo de componentes del proyecto'],
  },
  {
    title: 'React: estado y eventos',
    description: 'useState, eventos y formularios controlados.',
    parts: ['useState y renderizado', 'Formularios controlados', 'Carrito de reservas con estado'],
  },
  {
    title: 'React: efectos y ciclo de vida',
    description: 'useEffect, dependencias, limpieza y errores habituales.',
    parts: ['useEffect y dependencias', 'Limpieza de efectos', 'Depuración de bucles de renderizado'],
  },
  {
    title: 'React Router y navegación',
    description: 'Rutas anidadas, parámetros y carga de datos por ruta.',
    parts: ['Rutas y enlaces', 'Parámetros y rutas anidadas', 'Carga de datos por ruta'],
  },
  {
    title: 'Gestión del estado del servidor con TanStack Query',
    description: 'Consultas, mutaciones, caché e invalidación.',
    parts: ['Consultas y claves', 'Mutaciones e invalidación', 'Actualizaciones optimistas'],
  },
  {
    title: 'Pruebas de componentes',
    description: 'Testing Library, pruebas de interacción y dobles de la API.',
    parts: ['Principios de Testing Library', 'Pruebas de interacción', 'Simular la API en las pruebas'],
  },
  {
    title: 'Rendimiento web',
    description: 'Core Web Vitals, división del código y carga diferida.',
    parts: ['Métricas de rendimiento', 'División del código', 'Auditoría con Lighthouse'],
  },
  {
    title: 'Accesibilidad en aplicaciones React',
    description: 'Gestión del foco, roles ARIA y pruebas con lector de pantalla.',
    parts: ['Foco y navegación por teclado', 'Roles y estados ARIA', 'Prueba con NVDA y VoiceOver'],
  },
  {
    title: 'Aplicaciones web progresivas',
    description: 'Manifiesto, service workers y funcionamiento sin conexión.',
    parts: ['Manifiesto e instalación', 'Service workers y caché', 'Modo sin conexión del proyecto'],
  },
  {
    title: 'Preparación del proyecto intermodular',
    description: 'Revisión de requisitos, memoria y defensa del proyecto.',
    parts: ['Requisitos y rúbrica', 'Memoria técnica', 'Ensayo de la defensa'],
  },
];

/** DAW group A, "Desarrollo web en entorno servidor" (one evening a week with the second teacher). */
export const dawServerTopics: readonly LiveTopic[] = [
  {
    title: 'Node.js: módulos y sistema de archivos',
    description: 'Módulos, npm, lectura y escritura de archivos y flujos.',
    parts: ['Módulos y npm', 'Sistema de archivos', 'Flujos de datos'],
  },
  {
    title: 'HTTP y el protocolo de la web',
    description: 'Peticiones, respuestas, cabeceras, códigos de estado y caché.',
    parts: ['Anatomía de una petición', 'Códigos de estado', 'Caché HTTP'],
  },
  {
    title: 'Servidores con Fastify',
    description: 'Rutas, plugins, hooks y validación de esquemas.',
    parts: ['Rutas y plugins', 'Hooks del ciclo de vida', 'Validación con JSON Schema'],
  },
  {
    title: 'Diseño de APIs REST',
    description: 'Recursos, verbos, paginación, errores y versionado.',
    parts: ['Recursos y verbos', 'Paginación y filtros', 'Errores y versionado'],
  },
  {
    title: 'SQL con PostgreSQL',
    description: 'Tablas, claves, restricciones y consultas básicas.',
    parts: ['Modelo relacional', 'Restricciones e integridad', 'Consultas SELECT'],
  },
  {
    title: 'Consultas avanzadas',
    description: 'JOIN, agregaciones, subconsultas e índices.',
    parts: ['JOIN y agregaciones', 'Subconsultas y CTE', 'Índices y planes de ejecución'],
  },
  {
    title: 'ORM y migraciones con Drizzle',
    description: 'Esquemas tipados, migraciones y transacciones.',
    parts: ['Esquemas y tipos', 'Migraciones', 'Transacciones'],
  },
  {
    title: 'Autenticación y sesiones',
    description: 'Contraseñas, sesiones, cookies seguras y tokens.',
    parts: ['Almacenamiento de contraseñas', 'Sesiones y cookies', 'Tokens firmados'],
  },
  {
    title: 'Autorización y seguridad',
    description: 'Roles, políticas de acceso y el OWASP Top 10.',
    parts: ['Roles y políticas', 'Inyección y XSS', 'Cabeceras de seguridad'],
  },
  {
    title: 'Tiempo real con WebSockets',
    description: 'Socket.IO, salas, eventos tipados y escalado.',
    parts: ['Conexión y eventos', 'Salas por usuario', 'Escalado con Redis'],
  },
  {
    title: 'Pruebas de la API',
    description: 'Pruebas de integración, bases de datos de prueba y cobertura.',
    parts: ['Pruebas de rutas', 'Base de datos de prueba', 'Cobertura y calidad'],
  },
  {
    title: 'Despliegue de la API',
    description: 'Variables de entorno, contenedores y despliegue continuo.',
    parts: ['Configuración por entorno', 'Imagen Docker de la API', 'Pipeline de despliegue'],
  },
];

/** Nursing group A, "Técnicas básicas de enfermería" (two afternoons a week). */
export const nursingTopics: readonly LiveTopic[] = [
  {
    title: 'El equipo de enfermería y el papel del TCAE',
    description: 'Funciones, responsabilidades y trabajo en equipo en la unidad.',
    parts: ['Organización de la unidad', 'Funciones del TCAE', 'Casos de comunicación en equipo'],
  },
  {
    title: 'Higiene y aseo del paciente',
    description: 'Aseo general y parcial, cuidado de la boca y de los ojos.',
    parts: ['Aseo en ducha y en cama', 'Higiene bucal y ocular', 'Preservar la intimidad del paciente'],
  },
  {
    title: 'Cama hospitalaria',
    description: 'Tipos de cama, cama cerrada, abierta y ocupada.',
    parts: ['Tipos de cama y accesorios', 'Cama cerrada y abierta', 'Cama ocupada paso a paso'],
  },
  {
    title: 'Constantes vitales',
    description: 'Temperatura, pulso, respiración, tensión arterial y saturación.',
    parts: ['Temperatura y pulso', 'Tensión arterial', 'Registro y valores de alarma'],
  },
  {
    title: 'Movilización del paciente',
    description: 'Mecánica corporal, posiciones y traslados.',
    parts: ['Posiciones anatómicas', 'Movilización en cama', 'Traslados con grúa y transfer'],
  },
  {
    title: 'Alimentación y nutrición',
    description: 'Dietas hospitalarias, alimentación asistida y por sonda.',
    parts: ['Dietas terapéuticas', 'Alimentación asistida', 'Nutrición enteral por sonda'],
  },
  {
    title: 'Eliminación y recogida de muestras',
    description: 'Cuidados en la eliminación y recogida de orina, heces y esputo.',
    parts: ['Balance hídrico', 'Recogida de muestras', 'Sondaje vesical: colaboración'],
  },
  {
    title: 'Prevención de infecciones',
    description: 'Cadena epidemiológica, aislamientos y residuos sanitarios.',
    parts: ['Cadena epidemiológica', 'Tipos de aislamiento', 'Gestión de residuos sanitarios'],
  },
  {
    title: 'Úlceras por presión',
    description: 'Valoración del riesgo, prevención y curas.',
    parts: ['Escala de Braden', 'Cambios posturales', 'Colaboración en las curas'],
  },
  {
    title: 'Primeros auxilios',
    description: 'Valoración inicial, soporte vital básico y hemorragias.',
    parts: ['Valoración primaria', 'Soporte vital básico', 'Hemorragias y quemaduras'],
  },
  {
    title: 'Atención al paciente geriátrico',
    description: 'Cambios del envejecimiento, caídas y deterioro cognitivo.',
    parts: ['Envejecimiento y dependencia', 'Prevención de caídas', 'Comunicación con deterioro cognitivo'],
  },
  {
    title: 'Cuidados paliativos',
    description: 'Confort, acompañamiento y cuidados post mortem.',
    parts: ['Medidas de confort', 'Acompañamiento a la familia', 'Cuidados post mortem'],
  },
];

/** Exam group B (classroom group in Madrid, streamed): starts next month. */
export const examsBTopics: readonly LiveTopic[] = [
  {
    title: 'La Constitución Española de 1978',
    description: 'Estructura, principios y reforma constitucional.',
    parts: ['Estructura y título preliminar', 'Principios constitucionales', 'Reforma de la Constitución'],
  },
  {
    title: 'Derechos y deberes fundamentales',
    description: 'Título I, garantías y suspensión de derechos.',
    parts: ['Derechos fundamentales', 'Garantías', 'Suspensión de derechos'],
  },
  {
    title: 'La Corona y las Cortes Generales',
    description: 'Funciones del Rey, Congreso, Senado y elaboración de las leyes.',
    parts: ['La Corona', 'Congreso y Senado', 'Procedimiento legislativo'],
  },
  {
    title: 'El Gobierno y la Administración',
    description: 'Ley 50/1997 y Ley 40/2015: órganos y competencias.',
    parts: ['Composición del Gobierno', 'Órganos administrativos', 'Competencia y delegación'],
  },
  {
    title: 'El procedimiento administrativo común',
    description: 'Ley 39/2015: interesados, plazos y fases.',
    parts: ['Interesados y registros', 'Plazos y cómputo', 'Fases del procedimiento'],
  },
  {
    title: 'Ofimática: Word y Excel',
    description: 'Formato, estilos, fórmulas y funciones que caen en el examen.',
    parts: ['Word: estilos y tablas', 'Excel: fórmulas', 'Supuesto práctico de ofimática'],
  },
];

/** Recorded lessons of the other DAW modules, published weekly in the calendar (type clases). */
export const dawRecordedLessons: readonly [title: string, description: string][] = [
  ['Sistemas informáticos: hardware y arquitectura', 'Componentes de un ordenador, arquitectura de Von Neumann y rendimiento.'],
  ['Sistemas informáticos: instalación de Linux', 'Particionado, instalación de Ubuntu Server y primeros pasos en la terminal.'],
  ['Sistemas informáticos: usuarios y permisos', 'Usuarios, grupos, permisos y sudo en Linux.'],
  ['Lenguajes de marcas: XML y su sintaxis', 'Documentos bien formados, elementos, atributos y espacios de nombres.'],
  ['Lenguajes de marcas: DTD y XSD', 'Validación de documentos XML con DTD y esquemas XSD.'],
  ['Lenguajes de marcas: XPath y XSLT', 'Consultas con XPath y transformaciones con XSLT.'],
  ['Entornos de desarrollo: Git desde cero', 'Repositorios, commits, ramas y fusiones.'],
  ['Entornos de desarrollo: depuración', 'Puntos de ruptura, inspección de variables y depuración en VS Code.'],
  ['Entornos de desarrollo: pruebas unitarias', 'Casos de prueba, aserciones y cobertura.'],
  ['Bases de datos: modelo entidad-relación', 'Entidades, relaciones, cardinalidades y paso a tablas.'],
  ['Bases de datos: normalización', 'Primera, segunda y tercera forma normal con ejemplos.'],
  ['Bases de datos: vistas y procedimientos', 'Vistas, funciones y procedimientos almacenados en PostgreSQL.'],
  ['Programación: programación orientada a objetos', 'Clases, objetos, herencia y polimorfismo.'],
  ['Programación: colecciones y genéricos', 'Listas, conjuntos, mapas y tipos genéricos.'],
  ['Programación: excepciones', 'Captura, propagación y excepciones propias.'],
  ['Diseño de interfaces: principios de usabilidad', 'Heurísticas de Nielsen y pruebas con usuarios.'],
  ['Diseño de interfaces: color y tipografía', 'Contraste, jerarquía visual y escalas tipográficas.'],
  ['Diseño de interfaces: prototipado con Figma', 'Componentes, variantes y prototipos navegables.'],
  ['Despliegue: servidores web', 'Nginx como servidor web y proxy inverso.'],
  ['Despliegue: certificados y HTTPS', 'TLS, Let’s Encrypt y redirecciones seguras.'],
  ['Despliegue: contenedores', 'Imágenes, contenedores y Docker Compose.'],
  ['Despliegue: integración continua', 'GitHub Actions: pruebas y despliegue automáticos.'],
  ['Empresa e iniciativa emprendedora: el plan de empresa', 'Idea de negocio, análisis DAFO y plan de viabilidad.'],
  ['Formación y orientación laboral: el contrato de trabajo', 'Tipos de contrato, nómina y derechos laborales.'],
];

/** Recorded lessons of the nursing group (type clases). */
export const nursingRecordedLessons: readonly [title: string, description: string][] = [
  ['Anatomía básica: aparato locomotor', 'Huesos, articulaciones y músculos principales.'],
  ['Anatomía básica: aparato circulatorio', 'Corazón, vasos sanguíneos y circulación mayor y menor.'],
  ['Anatomía básica: aparato respiratorio', 'Vías respiratorias, pulmones y mecánica de la respiración.'],
  ['Farmacología básica: vías de administración', 'Vía oral, tópica, rectal e inhalatoria: cuidados del TCAE.'],
  ['Psicología aplicada: la relación de ayuda', 'Escucha activa, empatía y comunicación con el paciente.'],
  ['Psicología aplicada: el paciente y la enfermedad', 'Reacciones ante la enfermedad, la hospitalización y el duelo.'],
  ['Higiene del medio hospitalario: limpieza de la unidad', 'Limpieza concurrente y terminal de la habitación.'],
  ['Técnicas de ayuda odontológica', 'Instrumental, materiales dentales y preparación del gabinete.'],
  ['Documentación sanitaria: el almacén y los pedidos', 'Gestión de existencias, pedidos y control de caducidades.'],
  ['Promoción de la salud: educación sanitaria', 'Hábitos saludables y educación para la salud en el paciente.'],
];
