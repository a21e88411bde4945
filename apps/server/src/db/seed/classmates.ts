/**
 * The rest of DAW group A (issue 14): nineteen more students, so the group has 26 active students and its
 * averages and rankings mean something. Each carries how they work, which the progress, activity and task
 * seeds read: how much of the course they complete (and attend), how often they connect, how long they stay,
 * their current streak and how well they do in their tasks. Values are fixed, so every seed ranks the same.
 */
export interface DawClassmate {
  code: string;
  firstname: string;
  lastname: string;
  age: number;
  city: [city: string, postalcode: string, province: string];
  /** Share of past events completed (and live classes joined), as seed/progress.ts reads completion rates. */
  completion: number;
  /** Share of the course's days with a connection, before the current streak. */
  connection: number;
  /** Typical minutes with Campus open on a day with a connection (10–90). */
  minutes: number;
  /** Current streak of consecutive days ending today (0 = broken: no connection today nor yesterday). */
  streak: number;
  /** Typical task grade (0–10) and share of tasks handed in. */
  grade: number;
  delivery: number;
}

export const dawClassmates: readonly DawClassmate[] = [
  {
    code: 'CON-10101',
    firstname: 'Marina',
    lastname: 'López Herrera',
    age: 22,
    city: ['Valencia', '46001', 'Valencia'],
    completion: 0.95,
    connection: 0.8,
    minutes: 64,
    streak: 14,
    grade: 9.1,
    delivery: 1,
  },
  {
    code: 'CON-10102',
    firstname: 'Jorge',
    lastname: 'Martínez Rey',
    age: 27,
    city: ['Madrid', '28045', 'Madrid'],
    completion: 0.55,
    connection: 0.45,
    minutes: 28,
    streak: 0,
    grade: 6.2,
    delivery: 0.8,
  },
  {
    code: 'CON-10103',
    firstname: 'Lucas',
    lastname: 'Romero Vidal',
    age: 19,
    city: ['Barcelona', '08001', 'Barcelona'],
    completion: 0.7,
    connection: 0.6,
    minutes: 85,
    streak: 9,
    grade: 7.4,
    delivery: 0.9,
  },
  {
    code: 'CON-10104',
    firstname: 'Carla',
    lastname: 'Navarro Pastor',
    age: 31,
    city: ['Zaragoza', '50003', 'Zaragoza'],
    completion: 0.78,
    connection: 0.7,
    minutes: 47,
    streak: 3,
    grade: 8.6,
    delivery: 1,
  },
  {
    code: 'CON-10105',
    firstname: 'Diego',
    lastname: 'Torres Campos',
    age: 24,
    city: ['Sevilla', '41003', 'Sevilla'],
    completion: 0.3,
    connection: 0.25,
    minutes: 15,
    streak: 0,
    grade: 5.1,
    delivery: 0.6,
  },
  {
    code: 'CON-10106',
    firstname: 'Alba',
    lastname: 'Domínguez Lorenzo',
    age: 26,
    city: ['A Coruña', '15001', 'A Coruña'],
    completion: 0.8,
    connection: 0.85,
    minutes: 38,
    streak: 21,
    grade: 8.1,
    delivery: 1,
  },
  {
    code: 'CON-10107',
    firstname: 'Rubén',
    lastname: 'Gil Moya',
    age: 35,
    city: ['Albacete', '02001', 'Albacete'],
    completion: 0.6,
    connection: 0.5,
    minutes: 22,
    streak: 1,
    grade: 6.8,
    delivery: 0.85,
  },
  {
    code: 'CON-10108',
    firstname: 'Noelia',
    lastname: 'Prieto Sanz',
    age: 29,
    city: ['Burgos', '09001', 'Burgos'],
    completion: 0.75,
    connection: 0.65,
    minutes: 55,
    streak: 7,
    grade: 7.9,
    delivery: 0.95,
  },
  {
    code: 'CON-10109',
    firstname: 'Óscar',
    lastname: 'Morales León',
    age: 42,
    city: ['Málaga', '29002', 'Málaga'],
    completion: 0.4,
    connection: 0.3,
    minutes: 12,
    streak: 0,
    grade: 5.6,
    delivery: 0.7,
  },
  {
    code: 'CON-10110',
    firstname: 'Andrea',
    lastname: 'Ortega Crespo',
    age: 23,
    city: ['Pamplona', '31001', 'Navarra'],
    completion: 0.75,
    connection: 0.75,
    minutes: 71,
    streak: 4,
    grade: 8.8,
    delivery: 1,
  },
  {
    code: 'CON-10111',
    firstname: 'Marcos',
    lastname: 'Ibáñez Soler',
    age: 20,
    city: ['Castellón de la Plana', '12001', 'Castellón'],
    completion: 0.65,
    connection: 0.55,
    minutes: 33,
    streak: 11,
    grade: 7,
    delivery: 0.9,
  },
  {
    code: 'CON-10112',
    firstname: 'Lorena',
    lastname: 'Cabello Arias',
    age: 33,
    city: ['Cáceres', '10001', 'Cáceres'],
    completion: 0.5,
    connection: 0.4,
    minutes: 41,
    streak: 2,
    grade: 6.5,
    delivery: 0.8,
  },
  {
    code: 'CON-10113',
    firstname: 'Raúl',
    lastname: 'Esteban Núñez',
    age: 38,
    city: ['Logroño', '26001', 'La Rioja'],
    completion: 0.35,
    connection: 0.35,
    minutes: 18,
    streak: 0,
    grade: 4.8,
    delivery: 0.65,
  },
  {
    code: 'CON-10114',
    firstname: 'Cristina',
    lastname: 'Rojas Bravo',
    age: 25,
    city: ['Santander', '39001', 'Cantabria'],
    completion: 0.92,
    connection: 0.9,
    minutes: 58,
    streak: 8,
    grade: 9.3,
    delivery: 1,
  },
  {
    code: 'CON-10115',
    firstname: 'Héctor',
    lastname: 'Benítez Méndez',
    age: 28,
    city: ['Huelva', '21001', 'Huelva'],
    completion: 0.45,
    connection: 0.5,
    minutes: 26,
    streak: 5,
    grade: 6,
    delivery: 0.75,
  },
  {
    code: 'CON-10116',
    firstname: 'Silvia',
    lastname: 'Carrasco Pardo',
    age: 30,
    city: ['Toledo', '45002', 'Toledo'],
    completion: 0.7,
    connection: 0.6,
    minutes: 44,
    streak: 0,
    grade: 7.6,
    delivery: 0.9,
  },
  {
    code: 'CON-10117',
    firstname: 'Tomás',
    lastname: 'Vidal Quintana',
    age: 45,
    city: ['Palma', '07001', 'Islas Baleares'],
    completion: 0.25,
    connection: 0.2,
    minutes: 35,
    streak: 2,
    grade: 5.4,
    delivery: 0.5,
  },
  {
    code: 'CON-10118',
    firstname: 'Beatriz',
    lastname: 'Aguilar Fuentes',
    age: 21,
    city: ['León', '24001', 'León'],
    completion: 0.7,
    connection: 0.7,
    minutes: 90,
    streak: 10,
    grade: 8.3,
    delivery: 0.95,
  },
  {
    code: 'CON-10119',
    firstname: 'Gonzalo',
    lastname: 'Herrero Lozano',
    age: 34,
    city: ['Tarragona', '43001', 'Tarragona'],
    completion: 0.6,
    connection: 0.45,
    minutes: 20,
    streak: 0,
    grade: 6.9,
    delivery: 0.85,
  },
];

/** Codes of the classmates above, in order. */
export const dawClassmateCodes = dawClassmates.map((classmate) => classmate.code);

/** A classmate in one line: code, names, age, [city, postal code, province] and how they work (as above). */
const student = (
  code: string,
  firstname: string,
  lastname: string,
  age: number,
  city: DawClassmate['city'],
  work: [completion: number, connection: number, minutes: number, streak: number, grade: number, delivery: number],
): DawClassmate => {
  const [completion, connection, minutes, streak, grade, delivery] = work;
  return { code, firstname, lastname, age, city, completion, connection, minutes, streak, grade, delivery };
};

/**
 * DAM group A (issue 30): the demo teacher's second group, twelve students ten weeks into the course. The same
 * traits as above, read by the same seeds, so their progress, attendance, streaks and grades differ.
 */
export const damStudents: readonly DawClassmate[] = [
  student('CON-10201', 'Nicolás', 'Serrano Gallego', 20, ['Murcia', '30002', 'Murcia'], [0.9, 0.85, 70, 12, 8.9, 1]),
  student('CON-10202', 'Lidia', 'Montero Rivas', 23, ['Almería', '04001', 'Almería'], [0.75, 0.7, 45, 5, 7.8, 0.95]),
  student('CON-10203', 'Samuel', 'Ortiz Cabrera', 19, ['Jaén', '23001', 'Jaén'], [0.4, 0.35, 20, 0, 5.2, 0.6]),
  student('CON-10204', 'Ainhoa', 'Etxeberria Goñi', 22, ['Donostia-San Sebastián', '20001', 'Gipuzkoa'], [0.95, 0.9, 80, 18, 9.4, 1]),
  student('CON-10205', 'Víctor', 'Crespo Salas', 28, ['Badajoz', '06001', 'Badajoz'], [0.6, 0.5, 30, 2, 6.6, 0.8]),
  student('CON-10206', 'Julia', 'Marín Soto', 21, ['Girona', '17001', 'Girona'], [0.85, 0.8, 55, 9, 8.4, 1]),
  student('CON-10207', 'Iker', 'Gallardo Peña', 25, ['Vitoria-Gasteiz', '01001', 'Álava'], [0.55, 0.45, 25, 0, 6, 0.75]),
  student('CON-10208', 'Rocío', 'Vega Moreno', 30, ['Cádiz', '11001', 'Cádiz'], [0.7, 0.65, 40, 4, 7.2, 0.9]),
  student('CON-10209', 'Manuel', 'Rey Calvo', 37, ['Lugo', '27001', 'Lugo'], [0.3, 0.25, 15, 0, 4.6, 0.5]),
  student('CON-10210', 'Aitana', 'Fuentes Lara', 19, ['Elche', '03201', 'Alicante'], [0.8, 0.75, 60, 7, 7.9, 0.95]),
  student('CON-10211', 'Bruno', 'Cortés Méndez', 26, ['Huesca', '22001', 'Huesca'], [0.65, 0.55, 35, 1, 6.9, 0.85]),
  student('CON-10212', 'Natalia', 'Pascual Ferrer', 33, ['Teruel', '44001', 'Teruel'], [0.5, 0.6, 50, 3, 7.5, 0.7]),
];

/** Codes of DAM group A's students, in order. */
export const damStudentCodes = damStudents.map((s) => s.code);

/** Every classmate whose way of working the progress, activity, task and evaluation seeds read. */
export const classmateProfiles: readonly DawClassmate[] = [...dawClassmates, ...damStudents];
