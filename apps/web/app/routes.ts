import { TEMPLATE_TYPE_SLUGS } from "@listful/checklist";
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { templateLandingHref } from "./lib/hrefs.ts";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("editor", "routes/editor.tsx"),
    route("profile", "routes/profile.tsx"),
    route("check-off", "routes/check-off.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-use", "routes/terms-of-use.tsx"),
    route("cookies-policy", "routes/cookies-policy.tsx"),
    route("template-gallery", "routes/template-gallery.tsx"),
    // One landing page per template type, all drawn by one module.
    ...TEMPLATE_TYPE_SLUGS.map((type) =>
      route(templateLandingHref(type).slice(1), "routes/template-landing.tsx", { id: `landing-${type}` }),
    ),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("search", "routes/search.tsx"),
    route("admin/testimonials", "routes/admin-testimonials.tsx"),
    route("admin/templates", "routes/admin-templates.tsx"),
    route("admin/templates/stats", "routes/admin-template-stats.tsx"),
    route("admin/templates/:id", "routes/admin-template.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The view page brings its own header and footer: the same address with embed=1 (the embed, in other
  // sites' frames) must have neither, so it draws its own bar instead.
  route("view", "routes/view.tsx"),
  // For search engines: the public pages, and the private ones to leave alone.
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("robots.txt", "routes/robots.tsx"),
  // Sign-out has no page: its action ends the session and sends the visitor home.
  route("logout", "routes/logout.tsx"),
] satisfies RouteConfig;
