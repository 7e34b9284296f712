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
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
export { unionAll } from "drizzle-orm/pg-core";
export {
  type Database,
  type DatabaseHandle,
  type OpenDatabaseOptions,
  openDatabase,
} from "./client.ts";
export { isDatabaseUnavailable, isUniqueViolation } from "./errors.ts";
export { type AdminAuditRow, adminAudit } from "./schema/admin-audit.ts";
export { type ArticleRow, articles, type NewArticleRow } from "./schema/articles.ts";
export { type BackgroundRow, backgrounds } from "./schema/backgrounds.ts";
export { bookmarks } from "./schema/bookmarks.ts";
export { type ChecklistRow, checklists } from "./schema/checklists.ts";
export { contactMessages } from "./schema/contact-messages.ts";
export { emailSends } from "./schema/email-sends.ts";
export { type FolderRow, folders } from "./schema/folders.ts";
export { jobClaims } from "./schema/job-claims.ts";
export { libraryVersion } from "./schema/library-version.ts";
export { type MailAttachment, type MailOutboxRow, mailOutbox } from "./schema/mail-outbox.ts";
export { passwordResetTokens } from "./schema/password-reset-tokens.ts";
export { type RefreshTokenRow, refreshTokens } from "./schema/refresh-tokens.ts";
export { type SignInIdentityRow, signInIdentities } from "./schema/sign-in-identities.ts";
export {
  type BillingRecordRow,
  billingRecords,
  paddleEvents,
  type SubscriptionRow,
  subscriptions,
} from "./schema/subscriptions.ts";
export { type TemplateCategoryRow, templateCategories } from "./schema/template-categories.ts";
export { templateStats } from "./schema/template-stats.ts";
export { type NewTemplateRow, type TemplateRow, templates } from "./schema/templates.ts";
export { type TestimonialRow, testimonials } from "./schema/testimonials.ts";
export { type NewUserRow, type UserRow, users } from "./schema/users.ts";
export { SchemaTooNewError } from "./schema-version.ts";
