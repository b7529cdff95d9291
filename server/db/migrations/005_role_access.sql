-- A role grants route groups (what the menu shows and which calls it may read) and, among them,
-- the groups it may change (manage). A "Viewer" role reads its groups and changes nothing there.
-- Existing roles keep managing every group they grant, except roles named Viewer.
ALTER TABLE roles ADD COLUMN manage_groups text[] NOT NULL DEFAULT '{}';
UPDATE roles SET manage_groups = groups WHERE name <> 'Viewer';
-- a role can only manage a group it grants
ALTER TABLE roles ADD CONSTRAINT roles_manage_within_groups CHECK (manage_groups <@ groups);
