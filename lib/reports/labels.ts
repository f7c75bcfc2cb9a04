// Display labels of the stored codes the reports write.

export const APPOINTMENT_STATUS_LABELS: Record<string, string> = {
  scheduled: "Scheduled",
  accepted: "Accepted",
  rejected: "Rejected",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};

export const GENDER_LABELS: Record<string, string> = { male: "Male", female: "Female", other: "Other", prefer_not_to_say: "Prefer not to say" };

export const LINK_SOURCE_LABELS: Record<string, string> = { registered: "Registered here", consent: "Linked with consent", booked: "Booked here" };

export const BILL_STATUS_LABELS: Record<string, string> = { open: "Open", partly_paid: "Partly paid", paid: "Paid", void: "Void" };

export const PAYMENT_METHOD_LABELS: Record<string, string> = { cash: "Cash", mobile_money: "Mobile money", card: "Card", insurance: "Insurance" };

export const REPORT_TITLES = {
  patients: "Patient report",
  staff: "Staff report",
  appointments: "Appointment report",
  financial: "Financial report",
  departments: "Department report",
  incidents: "Incident report",
} as const;
