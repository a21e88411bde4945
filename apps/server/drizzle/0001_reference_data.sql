-- Reference data every installation needs, demo or not (the demo academy seed adds the rest).
INSERT INTO "contact_types" ("id", "name") VALUES
	(1, 'Alumno'),
	(3, 'Acceso limitado'),
	(4, 'Personal de la academia'),
	(5, 'Docente'),
	(6, 'Docente y personal de la academia')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "activity_types" ("id", "name") VALUES
	(3, 'Asistencia a evento'),
	(4, 'Visualización de grabación'),
	(5, 'Entrega de tarea'),
	(6, 'Respuesta en el tablón'),
	(7, 'Mensaje de chat'),
	(8, 'Salida de evento')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "notification_types" ("id", "name") VALUES
	(1, 'Tablón'),
	(2, 'Chat'),
	(3, 'Eventos'),
	(4, 'Avisos')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "onboardings" ("id", "onboarding_name") VALUES
	(1, 'home'),
	(2, 'first_formation')
ON CONFLICT ("id") DO NOTHING;
