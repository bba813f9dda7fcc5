export { PageIntro, type PageIntroProps } from './PageIntro';
