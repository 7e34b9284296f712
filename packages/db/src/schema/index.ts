export { type AdminAuditRow, adminAudit } from "./admin-audit.ts";
export { type ArticleRow, articles, type NewArticleRow } from "./articles.ts";
export { type BackgroundRow, backgrounds } from "./backgrounds.ts";
export { bookmarks } from "./bookmarks.ts";
export { type ChecklistRow, checklists } from "./checklists.ts";
export { contactMessages } from "./contact-messages.ts";
export { emailSends } from "./email-sends.ts";
export { type FolderRow, folders } from "./folders.ts";
export { jobClaims } from "./job-claims.ts";
export { type MailAttachment, type MailOutboxRow, mailOutbox } from "./mail-outbox.ts";
export { passwordResetTokens } from "./password-reset-tokens.ts";
export { type RefreshTokenRow, refreshTokens } from "./refresh-tokens.ts";
export { type SignInIdentityRow, signInIdentities } from "./sign-in-identities.ts";
export {
  type BillingRecordRow,
  billingRecords,
  paddleEvents,
  type SubscriptionRow,
  subscriptions,
} from "./subscriptions.ts";
export { type TemplateCategoryRow, templateCategories } from "./template-categories.ts";
export { templateStats } from "./template-stats.ts";
export { type NewTemplateRow, type TemplateRow, templates } from "./templates.ts";
export { type TestimonialRow, testimonials } from "./testimonials.ts";
export { type NewUserRow, type UserRow, users } from "./users.ts";
