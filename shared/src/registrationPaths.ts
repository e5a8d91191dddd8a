// The addresses of the registration pages, apart from the form's schema: the site's frame (the
// header's Join Us, the route table) needs them on every page, and must not bring the schema's
// validation library into every page's code.

/** The registration form's page (in Spanish '/es/registration', in Russian '/ru/registration'). */
export const REGISTRATION_PATH = '/registration';
/** The page that says what a registration got (places, waiting positions, what to pay). */
export const REGISTRATION_ANSWER_PATH = '/registration/answer';
/** The site's page of a parents' link (the token is the `token` query parameter). */
export const PARENT_LINK_PATH = '/registration/manage';
/** The page a family returns to from the payment provider (`?session_id=`). */
export const REGISTRATION_PAID_PATH = '/registration/paid';
