ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A user's data version grows with every change to what the user owns, whatever code made it.
-- The user's own row: any change moves it, once, and never backwards (a statement that moved it
-- forward already is left alone).
CREATE FUNCTION "users_bump_own_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_version <= OLD.data_version THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_data_version" BEFORE UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "users_bump_own_data_version"();
--> statement-breakpoint
-- Rows owned by a user through a "user_id" column: once per statement, whatever its row count.
-- A trigger with transition tables has one event, so each table gets three (insert, update,
-- delete); a branch only reads the transition tables its event has.
CREATE FUNCTION "bump_user_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows);
  ELSE
    UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows owned by an agent through an "agent_id" column. When the agent itself is being deleted
-- (a cascade), it is gone from "agents" here, and its own trigger moves the version.
CREATE FUNCTION "bump_agent_owner_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "agents" WHERE "id" IN (SELECT "agent_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "agents" WHERE "id" IN (SELECT "agent_id" FROM new_rows UNION SELECT "agent_id" FROM old_rows));
  ELSE
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "agents" WHERE "id" IN (SELECT "agent_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "agents_data_version_insert" AFTER INSERT ON "agents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE TRIGGER "agents_data_version_update" AFTER UPDATE ON "agents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE TRIGGER "agents_data_version_delete" AFTER DELETE ON "agents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE TRIGGER "notifications_data_version_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE TRIGGER "notifications_data_version_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE TRIGGER "notifications_data_version_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE TRIGGER "api_keys_data_version_insert" AFTER INSERT ON "api_keys"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_agent_owner_data_version"();
--> statement-breakpoint
CREATE TRIGGER "api_keys_data_version_update" AFTER UPDATE ON "api_keys"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_agent_owner_data_version"();
--> statement-breakpoint
CREATE TRIGGER "api_keys_data_version_delete" AFTER DELETE ON "api_keys"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_agent_owner_data_version"();
