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
export type { Bookmark, SharedChecklist } from "./bookmarks.ts";
export {
  CHECKLIST_DATA_MAX_BYTES,
  CHECKLISTS_PAGE_SIZE,
  type ChecklistConflict,
  ChecklistIdParamsSchema,
  type ChecklistPage,
  type ChecklistResponse,
  type ChecklistSummary,
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
  type RequestOptions,
  type ResponseOf,
} from "./client.ts";
export { type ContactBody, ContactBodySchema } from "./contact.ts";
export type { ApiEndpoints, EndpointKey } from "./endpoints.ts";
export {
  ERROR_CODES,
  type ErrorCode,
  type ErrorEnvelope,
  ErrorEnvelopeSchema,
  type FieldErrors,
  FieldErrorsSchema,
  isErrorEnvelope,
} from "./errors.ts";
export {
  CurrentPasswordSchema,
  EmailSchema,
  hasControlCharacters,
  NameSchema,
  NewPasswordSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  plainText,
} from "./fields.ts";
export { type Folder, type FolderBody, FolderBodySchema, FolderIdParamsSchema } from "./folders.ts";
export { PAGE_FORMATS, PdfBodySchema } from "./pdf.ts";
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
  BackgroundSchema,
  TEMPLATE_LISTS,
  type Template,
  type TemplateCategory,
  TemplateCategorySchema,
  type TemplateData,
  TemplateIdParamsSchema,
  type TemplateList,
  TemplateListParamsSchema,
  TemplateSchema,
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
