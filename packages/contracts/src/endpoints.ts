import type { Checklist, PageFormat, PrintMode } from "@listful/checklist";
import type {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  RefreshTokenBody,
  RegisterBody,
  ResetPasswordBody,
} from "./auth.ts";
import type { Bookmark, SharedChecklist } from "./bookmarks.ts";
import type {
  ChecklistPage,
  ChecklistResponse,
  CheckOffBody,
  CreateChecklistBody,
  ImageUploadBody,
  ListChecklistsQuery,
  MoveChecklistBody,
  RenameChecklistBody,
  ShareChecklistBody,
  UpdateChecklistBody,
} from "./checklists.ts";
import type { ContactBody } from "./contact.ts";
import type { Folder, FolderBody } from "./folders.ts";
import type { SendChecklistBody, SendImageBody } from "./send-email.ts";
import type {
  Background,
  Template,
  TemplateCategory,
  TemplateData,
  TemplateStats,
  TemplateStatsEvent,
} from "./templates.ts";
import type { ChangePasswordBody, DeleteUserBody, UpdateUserBody, User } from "./user.ts";

/**
 * Every API call, keyed "METHOD /path" with `:name` path parameters: the request body and query it takes and
 * the JSON it answers. Types only, so the browser bundle carries no schemas it does not use.
 */
export type ApiEndpoints = {
  "POST /api/register": { body: RegisterBody; response: AuthResponse };
  "POST /api/login": { body: LoginBody; response: AuthResponse };
  "POST /api/token/refresh": { body: RefreshTokenBody; response: AuthResponse };
  "POST /api/logout": { response: MessageResponse };
  "POST /api/forgot-password": { body: ForgotPasswordBody; response: MessageResponse };
  "POST /api/reset-password": { body: ResetPasswordBody; response: AuthResponse };
  "GET /api/user": { response: User };
  "PATCH /api/user": { body: UpdateUserBody; response: AuthResponse };
  "PATCH /api/user/change-password": { body: ChangePasswordBody; response: AuthResponse };
  "DELETE /api/user": { body: DeleteUserBody; response: MessageResponse };
  "POST /api/contact": { body: ContactBody; response: MessageResponse };
  "GET /api/templates": { response: Template[] };
  "GET /api/templates/:type": { response: Template[] };
  "GET /api/templates/:id/data": { response: TemplateData };
  "GET /api/templates-category": { response: TemplateCategory[] };
  "GET /template/stats": { response: TemplateStats };
  "POST /template/stats": { body: TemplateStatsEvent; response: MessageResponse };
  "GET /api/backgrounds": { response: Background[] };
  "POST /api/checklist": { body: CreateChecklistBody; response: ChecklistResponse };
  "GET /api/checklist/:id": { response: ChecklistResponse };
  "PUT /api/checklist/:id": { body: UpdateChecklistBody; response: ChecklistResponse };
  "DELETE /api/checklist/:id": { response: MessageResponse };
  "GET /api/checklists": { query: ListChecklistsQuery; response: ChecklistPage };
  "POST /api/checklist/:id/copy": { response: ChecklistResponse };
  "PUT /api/checklist/:id/rename": { body: RenameChecklistBody; response: ChecklistResponse };
  "PUT /api/checklist/:id/move-to-folder": { body: MoveChecklistBody; response: ChecklistResponse };
  "PUT /api/checklist/:id/share": { body: ShareChecklistBody; response: ChecklistResponse };
  "PATCH /api/checklist/:id/check": { body: CheckOffBody; response: ChecklistResponse };
  "PUT /api/checklist/:id/image-upload": { body: ImageUploadBody; response: ChecklistResponse };
  "GET /api/checklist/preview/:id": { response: SharedChecklist };
  "GET /api/folders": { response: Folder[] };
  "POST /api/folders": { body: FolderBody; response: Folder };
  "PUT /api/folders/:id": { body: FolderBody; response: Folder };
  "DELETE /api/folders/:id": { response: MessageResponse };
  "GET /api/bookmarks": { response: Bookmark[] };
  "POST /api/checklist/:id/send-pdf-to-email": { body: SendChecklistBody; response: MessageResponse };
  "POST /api/checklist/send-pdf-to-email/img": { body: SendImageBody; response: MessageResponse };
  /** Answers application/pdf: call it with `requestRaw`. */
  "POST /api/pdf": { body: { data: Checklist; format?: PageFormat; mode?: PrintMode }; response: Blob };
  "POST /api/bookmark/:id": { response: MessageResponse };
  "DELETE /api/bookmark/:id": { response: MessageResponse };
};

export type EndpointKey = keyof ApiEndpoints;
