export {
  type AuthResponse,
  AuthResponseSchema,
  type ForgotPasswordBody,
  ForgotPasswordBodySchema,
  type LoginBody,
  LoginBodySchema,
  type MessageResponse,
  MessageResponseSchema,
  type RefreshTokenBody,
  RefreshTokenBodySchema,
  type RegisterBody,
  RegisterBodySchema,
  type ResetPasswordBody,
  ResetPasswordBodySchema,
} from "./auth.ts";
export {
  type Bookmark,
  BookmarkListSchema,
  BookmarkSchema,
  type SharedChecklist,
  SharedChecklistSchema,
} from "./bookmarks.ts";
export {
  CHECKLIST_DATA_MAX_BYTES,
  CHECKLISTS_PAGE_SIZE,
  type ChecklistConflict,
  ChecklistConflictSchema,
  ChecklistIdParamsSchema,
  type ChecklistPage,
  ChecklistPageSchema,
  type ChecklistResponse,
  ChecklistResponseSchema,
  type ChecklistSummary,
  ChecklistSummarySchema,
  type CheckOffBody,
  CheckOffBodySchema,
  type CreateChecklistBody,
  CreateChecklistBodySchema,
  type ImageUploadBody,
  ImageUploadBodySchema,
  type ListChecklistsQuery,
  ListChecklistsQuerySchema,
  type MoveChecklistBody,
  MoveChecklistBodySchema,
  type RenameChecklistBody,
  RenameChecklistBodySchema,
  type ShareChecklistBody,
  ShareChecklistBodySchema,
  type UpdateChecklistBody,
  UpdateChecklistBodySchema,
} from "./checklists.ts";
export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  createApiClient,
  isApiError,
  type RequestArgs,
  type RequestOptions,
  type ResponseOf,
} from "./client.ts";
export { type ContactBody, ContactBodySchema } from "./contact.ts";
export { ChecklistDataInputSchema, ChecklistDataSchema } from "./document.ts";
export { API_ENDPOINTS, type ApiEndpoints, type EndpointKey } from "./endpoints.ts";
export {
  ERROR_CODES,
  type ErrorCode,
  type ErrorEnvelope,
  ErrorEnvelopeSchema,
  type FieldErrors,
  FieldErrorsSchema,
  isErrorEnvelope,
} from "./errors.ts";
export { FIELD_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "./field-messages.ts";
export { CurrentPasswordSchema, EmailSchema, NameSchema, NewPasswordSchema } from "./fields.ts";
export {
  type Folder,
  type FolderBody,
  FolderBodySchema,
  FolderIdParamsSchema,
  FolderListSchema,
  FolderSchema,
} from "./folders.ts";
export {
  type HealthResponse,
  HealthResponseSchema,
  type ReadinessResponse,
  ReadinessResponseSchema,
} from "./health.ts";
export { PAGE_FORMATS, PdfBodySchema, PdfResponseSchema } from "./pdf.ts";
export type { PublicConfig } from "./public-config.ts";
export {
  RecipientSchema,
  type SendChecklistBody,
  SendChecklistBodySchema,
  type SendImageBody,
  SendImageBodySchema,
} from "./send-email.ts";
export {
  type Background,
  BackgroundListSchema,
  BackgroundSchema,
  TEMPLATE_EVENT_LISTS,
  TEMPLATE_EVENTS,
  TEMPLATE_LISTS,
  type Template,
  type TemplateCategory,
  TemplateCategoryListSchema,
  TemplateCategorySchema,
  type TemplateData,
  TemplateDataSchema,
  TemplateIdParamsSchema,
  type TemplateList,
  TemplateListParamsSchema,
  TemplateListSchema,
  TemplateSchema,
  type TemplateStat,
  type TemplateStats,
  type TemplateStatsEvent,
  TemplateStatsEventSchema,
  TemplateStatsSchema,
} from "./templates.ts";
export {
  type ChangePasswordBody,
  ChangePasswordBodySchema,
  type DeleteUserBody,
  DeleteUserBodySchema,
  isAdmin,
  type Plan,
  PlanSchema,
  ROLES,
  type Role,
  type UpdateUserBody,
  UpdateUserBodySchema,
  type User,
  UserSchema,
} from "./user.ts";
