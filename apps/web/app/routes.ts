import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

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
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-use", "routes/terms-of-use.tsx"),
    route("cookies-policy", "routes/cookies-policy.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("search", "routes/search.tsx"),
    route("admin/testimonials", "routes/admin-testimonials.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // What the server prints to PDF: sheet pages only, no header, footer or scripts.
  route("print", "routes/print.tsx"),
  // The view page brings its own header and footer: the same address with embed=1 (the embed, in other
  // sites' frames) must have neither, so it draws its own bar instead.
  route("view", "routes/view.tsx"),
  // Sign-out has no page: its action ends the session and sends the visitor home.
  route("logout", "routes/logout.tsx"),
] satisfies RouteConfig;
