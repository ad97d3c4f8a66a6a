ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A user's data version grows with every change to what the user owns, whatever code made it.
-- The user's own row: any change moves it, once (a statement that moved it already is left alone).
CREATE FUNCTION "users_bump_own_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_version = OLD.data_version THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_data_version" BEFORE UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "users_bump_own_data_version"();
--> statement-breakpoint
-- Rows owned by a user through a "user_id" column.
CREATE FUNCTION "bump_user_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" = NEW."user_id";
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."user_id" IS DISTINCT FROM NEW."user_id") THEN
    UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" = OLD."user_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows owned by an agent through an "agent_id" column (when the agent itself is being deleted, its
-- own trigger moves the version).
CREATE FUNCTION "bump_agent_owner_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" = (SELECT "user_id" FROM "agents" WHERE "id" = NEW."agent_id");
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."agent_id" IS DISTINCT FROM NEW."agent_id") THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" = (SELECT "user_id" FROM "agents" WHERE "id" = OLD."agent_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "agents_data_version" AFTER INSERT OR UPDATE OR DELETE ON "agents"
  FOR EACH ROW EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE TRIGGER "notifications_data_version" AFTER INSERT OR UPDATE OR DELETE ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
CREATE TRIGGER "api_keys_data_version" AFTER INSERT OR UPDATE OR DELETE ON "api_keys"
  FOR EACH ROW EXECUTE FUNCTION "bump_agent_owner_data_version"();
