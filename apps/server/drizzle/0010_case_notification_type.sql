-- Case notifications (a support case changed) have a type of their own, so the bell shows them in an
-- 'Incidencias' tab and the academy's notices ('Avisos', type 4, the dashboard list) stay only notices.
INSERT INTO "notification_types" ("id", "name") VALUES
	(5, 'Incidencias')
ON CONFLICT ("id") DO NOTHING;
