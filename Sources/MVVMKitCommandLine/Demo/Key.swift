/// A key the demo understands, decoded from raw terminal bytes.
enum Key: Equatable {
  case character(Character)
  case tab, shiftTab, up, down, enter, backspace, escape, interrupt

  /// Decodes a chunk of bytes read at once: escape sequences are whole within one read.
  static func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      keys += String(decoding: text, as: UTF8.self).map { Key.character($0) }
      text.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B where index + 1 < bytes.count:
        flushText()
        if bytes[index + 1] == 0x5B {  // CSI: ESC [ parameters… final byte (0x40–0x7E)
          var end = index + 2
          while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
          if end < bytes.count, end == index + 2 {
            switch bytes[end] {
            case 0x41: keys.append(.up)
            case 0x42: keys.append(.down)
            case 0x5A: keys.append(.shiftTab)
            default: break  // other keys (Delete, Page Up, …) do nothing
            }
          }
          index = end + 1
        } else {
          // ESC O x (a keypad or function key) or ESC x (Alt+key): one key the demo ignores,
          // never Escape.
          index += bytes[index + 1] == 0x4F ? 3 : 2
        }
        continue
      case 0x1B: flushText(); keys.append(.escape)
      case 0x03: flushText(); keys.append(.interrupt)
      case 0x09: flushText(); keys.append(.tab)
      case 0x0D, 0x0A: flushText(); keys.append(.enter)
      case 0x7F, 0x08: flushText(); keys.append(.backspace)
      case 0x00..<0x20: break
      default: text.append(byte)
      }
      index += 1
    }
    flushText()
    return keys
  }
}
