// The shared failure titles, retry, directionControl, and the plural forms of Arabic.
import type { FailureStrings } from '../../internal/failure-strings.js';
import { plural } from '../plural.js';

export const p = plural('ar');

export const failure: Required<FailureStrings> = {
  failureNotFound: 'غير موجود',
  failureNotEnabled: 'غير مفعّل لهذا التطبيق',
  failureNotAllowed: 'رُفض معرّف التطبيق أو مفتاح API',
  failureInvalid: 'رُفض الطلب لأنه غير صالح',
  failureRateLimited: 'طلبات كثيرة جدًا: أعد المحاولة بعد قليل',
  failureUnreachable: 'تعذّر الوصول إلى الخدمة',
  failureMalformed: 'أرسلت الخدمة ردًا غير متوقع',
  failureOther: 'حدث خطأ ما',
  retry: 'إعادة المحاولة',
  directionControl: (name) => `رمز تحكم بالاتجاه ${name}، معروض وغير مطبَّق`,
};

/** No store, or no API client (the same text in every element). */
export const noClient = 'لا يوجد عميل API: عيّن الخاصية store، أو ضع العنصر داخل <search-provider>.';
