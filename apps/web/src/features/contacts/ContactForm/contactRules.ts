import { validation, type FieldErrors, type ValidationMessages } from '@lode/ui';

// The contact form's rules, the same the pool API applies (POST /contact): every field required, an e-mail
// address, and these lengths. The client checks first so a visitor hears at once; the server checks again.

/** The form's fields, in order. */
export const contactFieldNames = ['name', 'email', 'subject', 'message'] as const;

/** One field of the contact form. */
export type ContactField = (typeof contactFieldNames)[number];

/** Longest accepted text per field, in characters (the API's limits). */
export const contactLimits: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
};

const rules: Record<ContactField, readonly validation.Rule[]> = {
  name: [validation.required, validation.maxLength(contactLimits.name)],
  email: [validation.required, validation.email, validation.maxLength(contactLimits.email)],
  subject: [validation.required, validation.maxLength(contactLimits.subject)],
  message: [validation.required, validation.maxLength(contactLimits.message)],
};

/** The first problem of each field, in the given (translated) default messages. */
export function contactProblems(
  values: Record<ContactField, string>,
  messages: ValidationMessages,
): FieldErrors<ContactField> {
  return validation.validateFields(values, rules, messages);
}

/**
 * A field message from the server in the visitor's language: the API words its field errors with the spec's
 * default messages, so each one maps back to its translation; anything else is shown as it came.
 */
export function translateServerMessage(message: string, messages: ValidationMessages): string {
  const defaults = validation.defaultValidationMessages;
  if (message === defaults.required) return messages.required;
  if (message === defaults.email) return messages.email;
  const max = /^You must enter a maximum of (\d+) characters$/.exec(message);
  if (max?.[1]) return validation.formatMessage(messages.maxLength, max[1]);
  return message;
}
