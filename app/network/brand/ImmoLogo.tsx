/** The network's mark (fictional brand "Maisonfort"). */
export function ImmoLogo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span className={`flex items-center gap-2 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="h-9 w-9">
        <rect width="40" height="40" rx="10" fill="#0f5c63" />
        <path d="M8 21 20 10l12 11v10a1 1 0 0 1-1 1h-7v-7h-8v7H9a1 1 0 0 1-1-1V21Z" fill="#b5892e" />
      </svg>
      <span className="text-lg font-bold tracking-tight">{name}</span>
    </span>
  );
}
