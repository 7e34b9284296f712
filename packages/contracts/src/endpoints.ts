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
  TeamMemberParamsSchema,
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
  BillingIdParamsSchema,
  BillingListSchema,
  CancelSubscriptionResponseSchema,
  DiscountParamsSchema,
  DiscountResponseSchema,
  InvoiceResponseSchema,
  PlanChangeParamsSchema,
  PlanChangePreviewSchema,
  PricingResponseSchema,
  SubscriptionResponseSchema,
} from "./billing.ts";
import { BlogPostPageSchema, BlogPostSchema, BlogPostsQuerySchema, BlogSlugParamsSchema } from "./blog.ts";
import { BookmarkListSchema, SharedChecklistSchema } from "./bookmarks.ts";
import {
  ChecklistConflictSchema,
  ChecklistIdParamsSchema,
  ChecklistPageSchema,
  ChecklistResponseSchema,
  CheckOffBodySchema,
  CreateChecklistBodySchema,
  ImageUploadBodySchema,
  ListChecklistsQuerySchema,
  MoveChecklistBodySchema,
  NextPeriodBodySchema,
  RenameChecklistBodySchema,
  ShareChecklistBodySchema,
  UpdateChecklistBodySchema,
} from "./checklists.ts";
import {
  ConnectCheckBodySchema,
  ConnectCheckResponseSchema,
  ConnectProviderParamsSchema,
  ConnectUrlResponseSchema,
  SignInMethodsSchema,
} from "./connect.ts";
import { ContactBodySchema } from "./contact.ts";
import { FolderBodySchema, FolderIdParamsSchema, FolderListSchema, FolderSchema } from "./folders.ts";
import { HealthResponseSchema, ReadinessResponseSchema } from "./health.ts";
import { PdfBodySchema, PdfResponseSchema } from "./pdf.ts";
import { SearchQuerySchema, SearchResponseSchema } from "./search.ts";
import { SendChecklistBodySchema, SendImageBodySchema } from "./send-email.ts";
import {
  BackgroundListSchema,
  LibraryVersionSchema,
  TemplateCategoryListSchema,
  TemplateDataSchema,
  TemplateIdParamsSchema,
  TemplateListParamsSchema,
  TemplateListSchema,
  TemplateStatsEventSchema,
  TemplateStatsSchema,
} from "./templates.ts";
import {
  AdminTestimonialListSchema,
  AdminTestimonialSchema,
  TestimonialBodySchema,
  TestimonialIdParamsSchema,
  TestimonialListSchema,
} from "./testimonials.ts";
import { ChangePasswordBodySchema, DeleteUserBodySchema, UpdateUserBodySchema, UserSchema } from "./user.ts";

/** What the table says of one call. */
export type EndpointSchemas = {
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  /** Failures answered in a shape of their own rather than the error envelope alone, by status. */
  errors?: Readonly<Record<number, z.ZodType>>;
};

/**
 * Every call the server answers, keyed "METHOD /path" with `:name` path parameters: the schemas of its path
 * parameters, body and query, of the answer it succeeds with (and its status when not 200), and of the
 * failures it answers in a shape of its own. This is the one declaration of an endpoint: the server
 * registers each route from its entry, and the client's types are derived from it.
 */
export const API_ENDPOINTS = {
  "GET /healthz": { response: HealthResponseSchema, errors: { 503: HealthResponseSchema } },
  "GET /readyz": { response: ReadinessResponseSchema, errors: { 503: ReadinessResponseSchema } },
  "POST /api/register": { body: RegisterBodySchema, response: AuthResponseSchema },
  "POST /api/login": { body: LoginBodySchema, response: AuthResponseSchema },
  "POST /api/token/refresh": { body: RefreshTokenBodySchema, response: AuthResponseSchema },
  "POST /api/logout": { response: MessageResponseSchema },
  "POST /api/forgot-password": { body: ForgotPasswordBodySchema, response: MessageResponseSchema },
  "POST /api/reset-password": { body: ResetPasswordBodySchema, response: AuthResponseSchema },
  "GET /api/connect": { response: SignInMethodsSchema },
  "GET /api/connect/:provider": { params: ConnectProviderParamsSchema, response: ConnectUrlResponseSchema },
  "POST /api/connect/:provider/check": {
    params: ConnectProviderParamsSchema,
    body: ConnectCheckBodySchema,
    response: ConnectCheckResponseSchema,
  },
  "DELETE /api/connect/:provider": { params: ConnectProviderParamsSchema, response: SignInMethodsSchema },
  "GET /api/user": { response: UserSchema },
  "PATCH /api/user": { body: UpdateUserBodySchema, response: AuthResponseSchema },
  "PATCH /api/user/change-password": { body: ChangePasswordBodySchema, response: AuthResponseSchema },
  "DELETE /api/user": { body: DeleteUserBodySchema, response: MessageResponseSchema },
  "POST /api/contact": { body: ContactBodySchema, response: MessageResponseSchema },
  "GET /api/templates": { response: TemplateListSchema },
  "GET /api/templates/version": { response: LibraryVersionSchema },
  "GET /api/templates/:type": { params: TemplateListParamsSchema, response: TemplateListSchema },
  "GET /api/templates/:id/data": { params: TemplateIdParamsSchema, response: TemplateDataSchema },
  "GET /api/templates-category": { response: TemplateCategoryListSchema },
  "GET /template/stats": { response: TemplateStatsSchema },
  "POST /template/stats": { body: TemplateStatsEventSchema, response: MessageResponseSchema },
  "GET /api/backgrounds": { response: BackgroundListSchema },
  "GET /api/blog/posts": { query: BlogPostsQuerySchema, response: BlogPostPageSchema },
  "GET /api/blog/posts/:slug": { params: BlogSlugParamsSchema, response: BlogPostSchema },
  "GET /api/search": { query: SearchQuerySchema, response: SearchResponseSchema },
  "GET /api/testimonials": { response: TestimonialListSchema },
  "GET /api/admin/testimonials": { response: AdminTestimonialListSchema },
  "POST /api/admin/testimonials": { body: TestimonialBodySchema, response: AdminTestimonialSchema },
  "PUT /api/admin/testimonials/:id": {
    params: TestimonialIdParamsSchema,
    body: TestimonialBodySchema,
    response: AdminTestimonialSchema,
  },
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
  "GET /api/admin/template/:id": { params: TemplateIdParamsSchema, response: AdminTemplateDetailSchema },
  "PUT /api/admin/template/:id": {
    params: TemplateIdParamsSchema,
    body: AdminTemplateUpdateBodySchema,
    response: AdminTemplateSaveResponseSchema,
  },
  "DELETE /api/admin/template/:id": { params: TemplateIdParamsSchema, response: MessageResponseSchema },
  "POST /api/admin/template/:id/image-upload": {
    params: TemplateIdParamsSchema,
    body: ImageUploadBodySchema,
    response: AdminTemplateSaveResponseSchema,
  },
  "POST /api/admin/template/:id/publish": {
    params: TemplateIdParamsSchema,
    response: AdminTemplateSaveResponseSchema,
  },
  "POST /api/admin/template/:id/unpublish": {
    params: TemplateIdParamsSchema,
    response: AdminTemplateSaveResponseSchema,
  },
  "GET /api/admin/team": { response: TeamSchema },
  "POST /api/admin/team": { body: TeamGrantBodySchema, response: TeamChangeResponseSchema },
  "DELETE /api/admin/team/:id": { params: TeamMemberParamsSchema, response: TeamChangeResponseSchema },
  "POST /api/checklist": { body: CreateChecklistBodySchema, response: ChecklistResponseSchema, status: 201 },
  "GET /api/checklist/:id": { params: ChecklistIdParamsSchema, response: ChecklistResponseSchema },
  /** A stale save answers 409 with the current copy, so the editor can offer both. */
  "PUT /api/checklist/:id": {
    params: ChecklistIdParamsSchema,
    body: UpdateChecklistBodySchema,
    response: ChecklistResponseSchema,
    errors: { 409: ChecklistConflictSchema },
  },
  "DELETE /api/checklist/:id": { params: ChecklistIdParamsSchema, response: MessageResponseSchema },
  "GET /api/checklists": { query: ListChecklistsQuerySchema, response: ChecklistPageSchema },
  "POST /api/checklist/:id/copy": {
    params: ChecklistIdParamsSchema,
    response: ChecklistResponseSchema,
    status: 201,
  },
  /** The same checklist for the period after its own; 400 for one without dates. */
  "POST /api/checklist/:id/next-period": {
    params: ChecklistIdParamsSchema,
    body: NextPeriodBodySchema,
    response: ChecklistResponseSchema,
    status: 201,
  },
  "PUT /api/checklist/:id/rename": {
    params: ChecklistIdParamsSchema,
    body: RenameChecklistBodySchema,
    response: ChecklistResponseSchema,
  },
  "PUT /api/checklist/:id/move-to-folder": {
    params: ChecklistIdParamsSchema,
    body: MoveChecklistBodySchema,
    response: ChecklistResponseSchema,
  },
  "PUT /api/checklist/:id/share": {
    params: ChecklistIdParamsSchema,
    body: ShareChecklistBodySchema,
    response: ChecklistResponseSchema,
  },
  "PATCH /api/checklist/:id/check": {
    params: ChecklistIdParamsSchema,
    body: CheckOffBodySchema,
    response: ChecklistResponseSchema,
  },
  "PUT /api/checklist/:id/image-upload": {
    params: ChecklistIdParamsSchema,
    body: ImageUploadBodySchema,
    response: ChecklistResponseSchema,
  },
  "GET /api/checklist/preview/:id": { params: ChecklistIdParamsSchema, response: SharedChecklistSchema },
  /** A visitor's tick on a checklist shared for ticking: no account needed, only ticks. */
  "PATCH /api/checklist/preview/:id/check": {
    params: ChecklistIdParamsSchema,
    body: CheckOffBodySchema,
    response: SharedChecklistSchema,
  },
  "GET /api/folders": { response: FolderListSchema },
  "POST /api/folders": { body: FolderBodySchema, response: FolderSchema, status: 201 },
  "PUT /api/folders/:id": { params: FolderIdParamsSchema, body: FolderBodySchema, response: FolderSchema },
  "DELETE /api/folders/:id": { params: FolderIdParamsSchema, response: MessageResponseSchema },
  "GET /api/bookmarks": { response: BookmarkListSchema },
  "POST /api/bookmark/:id": { params: ChecklistIdParamsSchema, response: MessageResponseSchema },
  "DELETE /api/bookmark/:id": { params: ChecklistIdParamsSchema, response: MessageResponseSchema },
  "POST /api/checklist/:id/send-pdf-to-email": {
    params: ChecklistIdParamsSchema,
    body: SendChecklistBodySchema,
    response: MessageResponseSchema,
  },
  "POST /api/checklist/send-pdf-to-email/img": { body: SendImageBodySchema, response: MessageResponseSchema },
  /** Answers application/pdf: call it with `requestRaw`. */
  "POST /api/pdf": { body: PdfBodySchema, response: PdfResponseSchema },
  "GET /api/pricing": { response: PricingResponseSchema },
  "GET /api/discount/:code": { params: DiscountParamsSchema, response: DiscountResponseSchema },
  "GET /api/user/subscription": { response: SubscriptionResponseSchema },
  "GET /api/user/billings": { response: BillingListSchema },
  "GET /api/user/billings/:id/invoice": { params: BillingIdParamsSchema, response: InvoiceResponseSchema },
  "GET /api/plan/:id/change": { params: PlanChangeParamsSchema, response: PlanChangePreviewSchema },
  "POST /api/plan/:id/change": { params: PlanChangeParamsSchema, response: MessageResponseSchema },
  "POST /api/subscription/cancel": { response: CancelSubscriptionResponseSchema },
  /** Paddle's webhook: a raw body verified by its Paddle-Signature, never called by the web app. */
  "POST /api/paddle/webhook": { response: MessageResponseSchema },
} as const satisfies Record<string, EndpointSchemas>;

/** One call's schemas, as the server registers its route from them. */
export type EndpointContract<K extends EndpointKey> = (typeof API_ENDPOINTS)[K];

type Endpoint<S extends EndpointSchemas> = (S extends { params: z.ZodType }
  ? { params: z.input<S["params"]> }
  : unknown) &
  (S extends { body: z.ZodType } ? { body: z.input<S["body"]> } : unknown) &
  (S extends { query: z.ZodType } ? { query: z.input<S["query"]> } : unknown) & {
    response: z.output<S["response"]>;
  };

/** What each call takes (the schemas' input) and answers (their output), for the typed client. */
export type ApiEndpoints = { [K in EndpointKey]: Endpoint<EndpointContract<K>> };

export type EndpointKey = keyof typeof API_ENDPOINTS;
