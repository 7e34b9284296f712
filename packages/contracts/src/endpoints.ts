import type { z } from "zod";
import {
  AdminTemplateCreateBodySchema,
  AdminTemplateDetailSchema,
  AdminTemplateListQuerySchema,
  AdminTemplateListSchema,
  AdminTemplateOrderBodySchema,
  AdminTemplateSaveResponseSchema,
  AdminTemplateStatsQuerySchema,
  AdminTemplateStatsSchema,
  AdminTemplateUpdateBodySchema,
  TeamChangeResponseSchema,
  TeamGrantBodySchema,
  TeamSchema,
} from "./admin.ts";
import {
  AuthResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MessageResponseSchema,
  RefreshTokenBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from "./auth.ts";
import {
  BillingListSchema,
  CancelSubscriptionResponseSchema,
  DiscountResponseSchema,
  InvoiceResponseSchema,
  PlanChangePreviewSchema,
  PricingResponseSchema,
  SubscriptionResponseSchema,
} from "./billing.ts";
import { BlogPostPageSchema, BlogPostSchema, BlogPostsQuerySchema } from "./blog.ts";
import { BookmarkListSchema, SharedChecklistSchema } from "./bookmarks.ts";
import {
  ChecklistPageSchema,
  ChecklistResponseSchema,
  CheckOffBodySchema,
  CreateChecklistBodySchema,
  ImageUploadBodySchema,
  ListChecklistsQuerySchema,
  MoveChecklistBodySchema,
  RenameChecklistBodySchema,
  ShareChecklistBodySchema,
  UpdateChecklistBodySchema,
} from "./checklists.ts";
import {
  ConnectCheckBodySchema,
  ConnectCheckResponseSchema,
  ConnectUrlResponseSchema,
  SignInMethodsSchema,
} from "./connect.ts";
import { ContactBodySchema } from "./contact.ts";
import { FolderBodySchema, FolderListSchema, FolderSchema } from "./folders.ts";
import { HealthResponseSchema, ReadinessResponseSchema } from "./health.ts";
import { PdfBodySchema, PdfResponseSchema } from "./pdf.ts";
import { SearchQuerySchema, SearchResponseSchema } from "./search.ts";
import { SendChecklistBodySchema, SendImageBodySchema } from "./send-email.ts";
import {
  BackgroundListSchema,
  LibraryVersionSchema,
  TemplateCategoryListSchema,
  TemplateDataSchema,
  TemplateListSchema,
  TemplateStatsEventSchema,
  TemplateStatsSchema,
} from "./templates.ts";
import {
  AdminTestimonialListSchema,
  AdminTestimonialSchema,
  TestimonialBodySchema,
  TestimonialListSchema,
} from "./testimonials.ts";
import { ChangePasswordBodySchema, DeleteUserBodySchema, UpdateUserBodySchema, UserSchema } from "./user.ts";

type EndpointSchemas = { body?: z.ZodType; query?: z.ZodType; response: z.ZodType };

/**
 * Every call the server answers, keyed "METHOD /path" with `:name` path parameters: the schemas of the body
 * and query it takes and of the answer it succeeds with. The server's routes declare these same schemas (a
 * test holds the route table to this list), and the client's types are derived from them.
 */
export const API_ENDPOINTS = {
  "GET /healthz": { response: HealthResponseSchema },
  "GET /readyz": { response: ReadinessResponseSchema },
  "POST /api/register": { body: RegisterBodySchema, response: AuthResponseSchema },
  "POST /api/login": { body: LoginBodySchema, response: AuthResponseSchema },
  "POST /api/token/refresh": { body: RefreshTokenBodySchema, response: AuthResponseSchema },
  "POST /api/logout": { response: MessageResponseSchema },
  "POST /api/forgot-password": { body: ForgotPasswordBodySchema, response: MessageResponseSchema },
  "POST /api/reset-password": { body: ResetPasswordBodySchema, response: AuthResponseSchema },
  "GET /api/connect": { response: SignInMethodsSchema },
  "GET /api/connect/:provider": { response: ConnectUrlResponseSchema },
  "POST /api/connect/:provider/check": { body: ConnectCheckBodySchema, response: ConnectCheckResponseSchema },
  "DELETE /api/connect/:provider": { response: SignInMethodsSchema },
  "GET /api/user": { response: UserSchema },
  "PATCH /api/user": { body: UpdateUserBodySchema, response: AuthResponseSchema },
  "PATCH /api/user/change-password": { body: ChangePasswordBodySchema, response: AuthResponseSchema },
  "DELETE /api/user": { body: DeleteUserBodySchema, response: MessageResponseSchema },
  "POST /api/contact": { body: ContactBodySchema, response: MessageResponseSchema },
  "GET /api/templates": { response: TemplateListSchema },
  "GET /api/templates/version": { response: LibraryVersionSchema },
  "GET /api/templates/:type": { response: TemplateListSchema },
  "GET /api/templates/:id/data": { response: TemplateDataSchema },
  "GET /api/templates-category": { response: TemplateCategoryListSchema },
  "GET /template/stats": { response: TemplateStatsSchema },
  "POST /template/stats": { body: TemplateStatsEventSchema, response: MessageResponseSchema },
  "GET /api/backgrounds": { response: BackgroundListSchema },
  "GET /api/blog/posts": { query: BlogPostsQuerySchema, response: BlogPostPageSchema },
  "GET /api/blog/posts/:slug": { response: BlogPostSchema },
  "GET /api/search": { query: SearchQuerySchema, response: SearchResponseSchema },
  "GET /api/testimonials": { response: TestimonialListSchema },
  "GET /api/admin/testimonials": { response: AdminTestimonialListSchema },
  "POST /api/admin/testimonials": { body: TestimonialBodySchema, response: AdminTestimonialSchema },
  "PUT /api/admin/testimonials/:id": { body: TestimonialBodySchema, response: AdminTestimonialSchema },
  "GET /api/admin/templates": { query: AdminTemplateListQuerySchema, response: AdminTemplateListSchema },
  "PUT /api/admin/templates/order": { body: AdminTemplateOrderBodySchema, response: MessageResponseSchema },
  "GET /api/admin/templates/stats": {
    query: AdminTemplateStatsQuerySchema,
    response: AdminTemplateStatsSchema,
  },
  "POST /api/admin/template": {
    body: AdminTemplateCreateBodySchema,
    response: AdminTemplateSaveResponseSchema,
  },
  "GET /api/admin/template/:id": { response: AdminTemplateDetailSchema },
  "PUT /api/admin/template/:id": {
    body: AdminTemplateUpdateBodySchema,
    response: AdminTemplateSaveResponseSchema,
  },
  "DELETE /api/admin/template/:id": { response: MessageResponseSchema },
  "POST /api/admin/template/:id/image-upload": {
    body: ImageUploadBodySchema,
    response: AdminTemplateSaveResponseSchema,
  },
  "POST /api/admin/template/:id/publish": { response: AdminTemplateSaveResponseSchema },
  "POST /api/admin/template/:id/unpublish": { response: AdminTemplateSaveResponseSchema },
  "GET /api/admin/team": { response: TeamSchema },
  "POST /api/admin/team": { body: TeamGrantBodySchema, response: TeamChangeResponseSchema },
  "DELETE /api/admin/team/:id": { response: TeamChangeResponseSchema },
  "POST /api/checklist": { body: CreateChecklistBodySchema, response: ChecklistResponseSchema },
  "GET /api/checklist/:id": { response: ChecklistResponseSchema },
  "PUT /api/checklist/:id": { body: UpdateChecklistBodySchema, response: ChecklistResponseSchema },
  "DELETE /api/checklist/:id": { response: MessageResponseSchema },
  "GET /api/checklists": { query: ListChecklistsQuerySchema, response: ChecklistPageSchema },
  "POST /api/checklist/:id/copy": { response: ChecklistResponseSchema },
  "PUT /api/checklist/:id/rename": { body: RenameChecklistBodySchema, response: ChecklistResponseSchema },
  "PUT /api/checklist/:id/move-to-folder": {
    body: MoveChecklistBodySchema,
    response: ChecklistResponseSchema,
  },
  "PUT /api/checklist/:id/share": { body: ShareChecklistBodySchema, response: ChecklistResponseSchema },
  "PATCH /api/checklist/:id/check": { body: CheckOffBodySchema, response: ChecklistResponseSchema },
  "PUT /api/checklist/:id/image-upload": { body: ImageUploadBodySchema, response: ChecklistResponseSchema },
  "GET /api/checklist/preview/:id": { response: SharedChecklistSchema },
  "GET /api/folders": { response: FolderListSchema },
  "POST /api/folders": { body: FolderBodySchema, response: FolderSchema },
  "PUT /api/folders/:id": { body: FolderBodySchema, response: FolderSchema },
  "DELETE /api/folders/:id": { response: MessageResponseSchema },
  "GET /api/bookmarks": { response: BookmarkListSchema },
  "POST /api/bookmark/:id": { response: MessageResponseSchema },
  "DELETE /api/bookmark/:id": { response: MessageResponseSchema },
  "POST /api/checklist/:id/send-pdf-to-email": {
    body: SendChecklistBodySchema,
    response: MessageResponseSchema,
  },
  "POST /api/checklist/send-pdf-to-email/img": { body: SendImageBodySchema, response: MessageResponseSchema },
  /** Answers application/pdf: call it with `requestRaw`. */
  "POST /api/pdf": { body: PdfBodySchema, response: PdfResponseSchema },
  "GET /api/pricing": { response: PricingResponseSchema },
  "GET /api/discount/:code": { response: DiscountResponseSchema },
  "GET /api/user/subscription": { response: SubscriptionResponseSchema },
  "GET /api/user/billings": { response: BillingListSchema },
  "GET /api/user/billings/:id/invoice": { response: InvoiceResponseSchema },
  "GET /api/plan/:id/change": { response: PlanChangePreviewSchema },
  "POST /api/plan/:id/change": { response: MessageResponseSchema },
  "POST /api/subscription/cancel": { response: CancelSubscriptionResponseSchema },
  /** Paddle's webhook: a raw body verified by its Paddle-Signature, never called by the web app. */
  "POST /api/paddle/webhook": { response: MessageResponseSchema },
} as const satisfies Record<string, EndpointSchemas>;

type Endpoint<S extends EndpointSchemas> = (S extends { body: z.ZodType }
  ? { body: z.input<S["body"]> }
  : unknown) &
  (S extends { query: z.ZodType } ? { query: z.input<S["query"]> } : unknown) & {
    response: z.output<S["response"]>;
  };

/** What each call takes (the schemas' input) and answers (their output), for the typed client. */
export type ApiEndpoints = { [K in keyof typeof API_ENDPOINTS]: Endpoint<(typeof API_ENDPOINTS)[K]> };

export type EndpointKey = keyof ApiEndpoints;
