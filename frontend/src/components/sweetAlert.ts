// The one static import of sweetalert2, kept in its own chunk with its stylesheet (see dialogs.ts).
import Swal from 'sweetalert2';
import 'sweetalert2/dist/sweetalert2.css';
import './dialogs.css';

export { Swal };
