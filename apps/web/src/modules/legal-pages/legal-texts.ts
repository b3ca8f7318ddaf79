import type { TPublicEntitySettings } from "@inkundla/shared";

type Who = Pick<TPublicEntitySettings, "entityName" | "supportEmail">;

/** Shown until the platform admin writes a privacy policy in Entity Settings. */
export function defaultPrivacyPolicy({ entityName, supportEmail }: Who): string {
  return `## Who we are

${entityName} operates Inkundla, a practice management platform for South African legal practitioners.
We process personal information in line with the Protection of Personal Information Act, 2013 (POPIA).

## What we collect

- Account details: your name, e-mail address, phone number and professional details you choose to add.
- Practice information that you and your firm capture, such as clients, matters, time and trust records.
- Technical information needed to keep you signed in and the service secure, such as sign-in times and
  IP addresses.

## Why we use it

We use personal information to provide the platform, to keep accounts and client data secure, to meet
our legal obligations and to contact you about your account. We do not sell personal information.

## Where it is kept

Information is stored in data centres in South Africa. Access is limited by role, and changes to
sensitive records are kept in an audit log.

## Your rights

You may ask for access to, correction of or deletion of your personal information, object to its
processing, and lodge a complaint with the Information Regulator. Write to us at ${supportEmail}.`;
}

export function defaultTermsOfService({ entityName, supportEmail }: Who): string {
  return `## Agreement

These terms govern your use of Inkundla, operated by ${entityName}. By creating an account you agree to
them on behalf of yourself and, where applicable, your firm.

## Your account

Keep your sign-in details confidential and tell us at once if you suspect unauthorised use. The firm
owner decides who in the firm has access and with which role.

## Your data

Your firm owns the information it captures. We process it only to provide the service and as the law
requires.

## Subscriptions

Plans are billed monthly after the free trial. A plan change takes effect immediately and is prorated
over the rest of the billing period.

## Professional responsibility

Inkundla supports legal work; it does not give legal advice. Practitioners remain responsible for their
advice, filings and compliance with the rules of the Legal Practice Council.

## Contact

Questions about these terms: ${supportEmail}.`;
}

export function defaultCookiePolicy({ entityName, supportEmail }: Who): string {
  return `## What cookies we use

${entityName} uses one strictly necessary cookie: the session cookie that keeps you signed in to
Inkundla. It is set only when you sign in, is not readable by scripts and ends when you sign out or the
session expires.

## What we do not use

We do not use advertising, tracking or third-party analytics cookies.

## Managing cookies

You can remove cookies in your browser's settings at any time; you will then need to sign in again.

## Contact

Questions about cookies: ${supportEmail}.`;
}
