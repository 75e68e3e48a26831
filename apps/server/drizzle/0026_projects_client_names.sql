-- Migration 0023 linked each project to the client company of its free-text client name before creating the
-- trigger that keeps `projects.client_name` equal to the company's name, so a project typed with another spelling
-- of a name ("rossi srl " for "Rossi SRL") kept its own. Align them once; the triggers keep them equal from now on.
UPDATE "projects" p SET "client_name" = cc."name" FROM "client_companies" cc
  WHERE cc."id" = p."client_company_id" AND p."client_name" IS DISTINCT FROM cc."name";
