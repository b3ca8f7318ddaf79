export { ContactDialog } from "./components/contact-dialog";
export const loadContactPage = () => import("./pages/contact-page");
