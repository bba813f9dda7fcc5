export { ContactForm } from './ContactForm';
export { contactFieldNames, contactLimits, contactProblems, type ContactField } from './contactRules';
