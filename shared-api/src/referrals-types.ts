/**
 * Referrals, the public referral sign-up and the Association page (spec part 2 §2 "Referrals page",
 * "Association page", §3 referral code / plan / referred subscription, §7 "Referrals").
 * Every /json/referral-codes and /json/referrals call answers 403 without the `local_construction_association`
 * feature; the public sign-up (/json/public/referrals/...) needs no sign-in.
 */
import type { Paginated } from './types';

/** A plan a referral code can offer (the + Code modal's plan cards). */
export interface ReferralPlan {
  id: number;
  name: string;
  description: string;
  /** Dollars per month. */
  price_monthly: number;
  metadata: {
    /** Free days before the first charge. */
    trial_period_days: number;
    /** Dollars off per month for a referred customer (0 when none). */
    discount: number;
  };
}

/** GET /json/referral-codes/types: the active plans. */
export interface ReferralPlansResponse {
  plans: ReferralPlan[];
}

export type ReferralCodeStatus = 'active' | 'inactive' | 'expired';

export interface ReferralCode {
  id: number;
  /** The code in the sign-up link (random, URL-safe). */
  code: string;
  /** The plan's name and trial unless one was given ("Professional — 30-day trial"). */
  description: string;
  /** Shown as-is; only an active code gives a link. */
  status: ReferralCodeStatus;
  subscription_plan: { id: number; name: string };
}

/** GET /json/referral-codes (newest first). */
export interface ReferralCodesResponse {
  referral_codes: ReferralCode[];
}

/** POST /json/referral-codes. 422 on plan_id: `Plan is required` / `The selected plan is invalid.` */
export interface ReferralCodeInput {
  plan_id: number;
  /** Optional; up to 255 characters. */
  description?: string;
}

/** POST /json/referral-codes answers with message `Referral code created successfully`. */
export interface ReferralCodeResponse {
  message: string;
  referral_code: ReferralCode;
}

/**
 * GET /json/referral-codes/{id}/link: the absolute URL of the public sign-up page (referralSignUpPath).
 * A code that is not active answers 400 with message `This code is no longer active!`; the page shows the alert
 * `Error: This code is no longer active!` (its own "Error: " prefix before the server's message).
 */
export interface ReferralLinkResponse {
  link: string;
}

export interface ReferredSubscription {
  id: number;
  customer: { name: string };
  /** YYYY-MM-DD; null when the plan has no trial. */
  trial_end_date: string | null;
  /** ISO 8601 timestamp of the sign-up. */
  created_at: string;
}

/** GET /json/referrals?page= (20 a page, newest first): customers who signed up through this customer's codes. */
export interface ReferredSubscriptionsResponse {
  subscriptions: Paginated<ReferredSubscription>;
}

/**
 * GET /json/public/referrals/{code}: what the sign-up page shows. Unknown code: 404 `This referral link is not valid.`;
 * a code no longer active: 400 `This code is no longer active!`.
 */
export interface PublicReferralResponse {
  referral: {
    code: string;
    /** The referring customer (the association). */
    referrer: { name: string };
    plan: ReferralPlan;
  };
}

/**
 * POST /json/public/referrals/{code}/register. 422 keyed by field: `Company name is required`, `First name is required`,
 * `Last name is required`, `Email is required`, `The email must be a valid email address.`,
 * `An account with this email already exists.`, `Password is required`, `The password must be at least 12 characters.`, the password rule's
 * `This password is too common: …` and `The password must not contain the account's e-mail address or name.`,
 * on confirm_password `Passwords do not match! please ensure the password and the confirm password fields match.`
 * 429 (with Retry-After) after 5 companies in an hour from one network: `Too many companies were created from this network. Please try again in N minutes.`
 */
export interface ReferralSignUpInput {
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
}

/**
 * The new company is created with its owner, on the code's plan with its trial; the owner is signed in (the
 * session cookie is set and csrf_token replaces the page's), so the page can go to `/`.
 * message: `Your company account has been created.`
 */
export interface ReferralSignUpResponse {
  message: string;
  user: { email: string };
  enterprise_customer: { name: string };
  /** YYYY-MM-DD; null when the plan has no trial. */
  trial_end_date: string | null;
  /** The new session's CSRF token (setCsrfToken). */
  csrf_token: string;
}

/** The local construction association the customer belongs to (Association page), from seed data. */
export interface ConstructionAssociation {
  name: string;
  /** A paragraph of plain text. */
  description: string;
  contact: {
    name: string | null;
    email: string | null;
    phone: string | null;
    /** Pretty form, "(403) 555-0100". */
    pretty_phone: string | null;
    website: string | null;
    address: string | null;
  };
  /** What membership gives, one plain-text line each. */
  membership_benefits: string[];
}

/** GET /json/association: null when the customer belongs to no association (the page says so). Open to every signed-in user. */
export interface AssociationResponse {
  association: ConstructionAssociation | null;
}
