-- Every change to who a caller is (user, organisation settings, workspace roles) announces the
-- organisation on the 'stepwise_org_changed' channel, whichever process or tool made it. Server
-- processes listen and drop their cached callers of that organisation (src/auth/caller-cache.ts).
CREATE OR REPLACE FUNCTION stepwise_notify_org_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'organizations' THEN
    PERFORM pg_notify('stepwise_org_changed', COALESCE(NEW.id, OLD.id));
  ELSE
    PERFORM pg_notify('stepwise_org_changed', COALESCE(NEW.organization_id, OLD.organization_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_notify_change AFTER INSERT OR UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION stepwise_notify_org_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION stepwise_notify_org_change();
--> statement-breakpoint
CREATE TRIGGER workspace_members_notify_change AFTER INSERT OR UPDATE OR DELETE ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION stepwise_notify_org_change();
