export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
export {
  type Database,
  type DatabaseHandle,
  type OpenDatabaseOptions,
  openDatabase,
  type Schema,
} from "./client.ts";
export { isDatabaseUnavailable, isUniqueViolation } from "./errors.ts";
export {
  contactMessages,
  type MailAttachment,
  type MailOutboxRow,
  mailOutbox,
  type NewUserRow,
  passwordResetTokens,
  type RefreshTokenRow,
  refreshTokens,
  type UserRow,
  users,
} from "./schema/index.ts";
