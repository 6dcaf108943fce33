import { Link } from 'react-router-dom';

interface RecordUnavailableProps {
  /** 'We could not open this quote'. */
  title: string;
  /** Why, as the server said it. */
  message: string;
  /** The way back: where to find the record again, and the button's words. */
  to: string;
  action: string;
  className: string;
}

/** A record this tab cannot open (a wrong or expired link or token), with the way to find it again. */
export function RecordUnavailable({ title, message, to, action, className }: RecordUnavailableProps) {
  return (
    <div className={`page-container ${className}`}>
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={to} className="button button--primary">
          {action}
        </Link>
      </p>
    </div>
  );
}
