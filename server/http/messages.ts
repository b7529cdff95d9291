// Texts of the envelope messages the server itself produces, in both portal languages. The
// client shows a non-"0" envelope's message verbatim in a toast (spec section 8).
import { ErrorCode, type Language } from '../../src/contract';

type Texts = Record<Language, string>;

export const serverMessages = {
  ok: { en: 'OK', 'zh-CN': '成功' },
  [ErrorCode.unauthorized]: { en: 'Please sign in to continue.', 'zh-CN': '请登录后继续。' },
  [ErrorCode.forbidden]: { en: 'You do not have permission for this action.', 'zh-CN': '您没有执行此操作的权限。' },
  [ErrorCode.csrf]: { en: 'The request was refused because it did not come from this site.', 'zh-CN': '请求并非来自本站点，已被拒绝。' },
  [ErrorCode.notFound]: { en: 'The requested item was not found.', 'zh-CN': '未找到请求的内容。' },
  [ErrorCode.invalid]: { en: 'The request is not valid.', 'zh-CN': '请求无效。' },
  [ErrorCode.tooLarge]: { en: 'The request is too large.', 'zh-CN': '请求内容过大。' },
  [ErrorCode.tooMany]: { en: 'Too many requests. Please try again later.', 'zh-CN': '请求过于频繁，请稍后再试。' },
  [ErrorCode.internal]: { en: 'Something went wrong on the server. Please try again.', 'zh-CN': '服务器出错，请重试。' },
  [ErrorCode.redirect]: { en: 'Please accept the terms of use to continue.', 'zh-CN': '请先接受使用条款。' },
  [ErrorCode.unsupportedLang]: { en: 'This language is not supported.', 'zh-CN': '不支持该语言。' },
  groupNotGranted: { en: 'Your role does not include this area.', 'zh-CN': '您的角色不包含此功能区。' },
  viewOnly: { en: 'Your role can view this area but not change it.', 'zh-CN': '您的角色只能查看此功能区，不能修改。' },
  viewOnlyRole: { en: 'Your role can only view. Ask an administrator to make this change.', 'zh-CN': '您的角色只能查看，如需修改请联系管理员。' },
  notAnImage: { en: 'The file is not a PNG, JPEG, GIF or WebP image.', 'zh-CN': '该文件不是 PNG、JPEG、GIF 或 WebP 图片。' },
  malformedJson: { en: 'The request body is not valid JSON.', 'zh-CN': '请求内容不是有效的 JSON。' },
  malformedForm: { en: 'The uploaded form could not be read. Please choose the file again.', 'zh-CN': '无法读取上传的表单，请重新选择文件。' },
  unstorableText: {
    en: 'The text contains a character that cannot be saved (a NUL character or a broken surrogate pair):',
    'zh-CN': '文本中含有无法保存的字符（NUL 字符或不完整的代理对）：',
  },
  reservedKey: { en: 'This field name is not allowed:', 'zh-CN': '不允许使用该字段名：' },
  unknownApp: { en: 'Unknown application key.', 'zh-CN': '未知的应用标识。' },
  termsVersion: { en: 'These are not the current terms of use.', 'zh-CN': '这不是当前的使用条款。' },
} satisfies Record<string, Texts>;

export type ServerMessageKey = keyof typeof serverMessages;

export function msg(key: ServerMessageKey, lang: Language = 'en'): string {
  return serverMessages[key][lang];
}
