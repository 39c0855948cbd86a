import type { Snippets } from "@vitrine/core";
/** English defaults of every text @vitrine/cms shows, by snippet key. */
export const cmsSnippets = {
  "cms.categoryNavigation": "Categories",
  "cms.products": "Products",
  "cms.imageSlider": "Images",
  "cms.noImage": "No image",
  "cms.description": "Description",
  "cms.reviews": "Reviews",
  "cms.form.contact": "Contact",
  "cms.form.newsletter": "Newsletter",
  "cms.form.firstName": "First name",
  "cms.form.lastName": "Last name",
  "cms.form.email": "Email address",
  "cms.form.phone": "Phone (optional)",
  "cms.form.subject": "Subject",
  "cms.form.comment": "Your message",
  "cms.form.send": "Send message",
  "cms.form.subscribe": "Subscribe",
  "cms.form.contactSent": "Thank you for your message. We will get back to you soon.",
  "cms.form.newsletterSent": "Thank you. Please confirm your subscription with the link we sent you.",
} satisfies Snippets;
