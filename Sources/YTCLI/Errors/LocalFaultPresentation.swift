import Foundation
import YTCore

/// `error:` and `hint:` for a file or folder of ytclone's that failed on this machine: each names
/// the path, says what went wrong in plain words, and what to do, without removing anything.
///
/// 73 (EX_CANTCREAT) when a file or folder cannot be created or written; 74 (EX_IOERR) when one
/// cannot be read, is damaged, is full or fails in the operating system; 78 (configuration) when
/// another user could read or change it (`ExposurePresentation`).
enum LocalFaultPresentation {
    static func describe(_ fault: LocalFault) -> ErrorPresenter.Presentation {
        let path = fault.path
        let quoted = ShellWord.quote(fault.path)
        let folder = (fault.path as NSString).deletingLastPathComponent
        let cause = cause(of: fault).map { ": " + $0 } ?? ""
        let anotherHome = "or set YTCLONE_HOME to a folder you can write"
        switch fault.kind {
        case .cannotCreate, .cannotWrite:
            let verb = fault.kind == .cannotCreate ? "create" : "write"
            let hint = switch fault.obstacle {
            case .fileInTheWay(let file):
                "rename or move \(ShellWord.quote(file)), which is in the way, \(anotherHome)"
            case .folderInTheWay(let other):
                "move it aside and run again: mv \(ShellWord.quote(other)) \(ShellWord.quote(other + ".broken"))"
            case .noPermission(let file):
                "check its owner and mode (ls -l \(ShellWord.quote(file))); ytclone needs to read and write it:"
                    + " chmod u+rw \(ShellWord.quote(file))"
            case .closedFolder(let refuser):
                "make \(ShellWord.quote(refuser)) writable for you (ls -ld \(ShellWord.quote(refuser))), \(anotherHome)"
            case .readOnlyFileSystem:
                "set YTCLONE_HOME to a folder on a disk mounted read-write"
            case nil:
                "check that you can write in \(ShellWord.quote(folder)) (ls -ld \(ShellWord.quote(folder))),"
                    + " \(anotherHome)"
            }
            return .init(message: "cannot \(verb) the \(fault.what) \(path)\(cause)", hint: hint, status: .cannotCreate)
        case .cannotRead:
            let hint = switch fault.obstacle {
            case .folderInTheWay(let other):
                "move it aside and run again: mv \(ShellWord.quote(other)) \(ShellWord.quote(other + ".broken"))"
            case .fileInTheWay(let file):
                "rename or move \(ShellWord.quote(file)), which is in the way, \(anotherHome)"
            case .noPermission(let file):
                "check its owner and mode (ls -l \(ShellWord.quote(file))); ytclone needs to read and write it:"
                    + " chmod u+rw \(ShellWord.quote(file))"
            case .closedFolder(let folder):
                "make \(ShellWord.quote(folder)) readable and writable for you (ls -ld \(ShellWord.quote(folder)))"
            case .readOnlyFileSystem, nil:
                "check its owner and mode (ls -l \(quoted)); ytclone needs to read and write it: chmod u+rw \(quoted)"
            }
            return .init(message: "cannot open the \(fault.what) \(path)\(cause)", hint: hint, status: .ioError)
        case .diskFull:
            let place = ShellWord.quote(folder.isEmpty ? "." : folder)
            return .init(
                message: "cannot write the \(fault.what) \(path): the disk is full",
                hint: "free some space on the disk that holds \(place) (df -h \(place)) and run again;"
                    + " nothing stored before was lost",
                status: .ioError)
        case .damaged:
            return .init(
                message: "the \(fault.what) \(path) is damaged or is not a SQLite database",
                hint: "move it aside and run again: mv \(quoted) \(ShellWord.quote(fault.path + ".broken"))"
                    + " (a new, empty \(fault.what) is made; the old file is kept for recovery)",
                status: .ioError)
        case .newerSchema(let migrations):
            let names = migrations.joined(separator: ", ")
            return .init(
                message: "the \(fault.what) \(path) was written by a newer ytclone (it has schema changes this"
                    + " version does not know: \(names)); it was left as it is",
                hint: "upgrade ytclone (this is version \(YTClone.configuration.version))",
                status: .ioError)
        case .exposed(let exposure):
            return ExposurePresentation.describe(fault, exposure)
        case .ioError:
            let place = ShellWord.quote(folder.isEmpty ? "." : folder)
            return .init(
                message: "cannot read or write the \(fault.what) \(path): input/output error\(cause)",
                hint: "check the disk that holds \(place) (dmesg may say why), then run again",
                status: .ioError)
        }
    }

    /// The plain words after the colon: what stands in the way, or the system's own words.
    private static func cause(of fault: LocalFault) -> String? {
        switch fault.obstacle {
        case .fileInTheWay(let file): "\(file) is a file, not a folder"
        case .folderInTheWay(let folder) where folder == fault.path: "it is a folder, not a file"
        case .folderInTheWay(let folder): "\(folder) is a folder, not a file"
        case .noPermission(let file) where file == fault.path: "permission denied"
        case .noPermission(let file): "permission denied on \(file)"
        case .closedFolder(let folder): "no permission to write in \(folder)"
        case .readOnlyFileSystem(let place): "\(place) is on a read-only file system"
        case nil: fault.detail
        }
    }

    /// The fault a Foundation file error stands for, from the `errno` underneath it; nil when it
    /// names no file.
    static func localFault(from error: CocoaError, what: String = "file") -> LocalFault? {
        guard let path = error.filePath else { return nil }
        let writing = (CocoaError.Code.fileWriteUnknown.rawValue...CocoaError.Code.fileWriteVolumeReadOnly.rawValue)
            .contains(error.code.rawValue) || error.code == .fileWriteFileExists
        if let posix = (error.underlying as? POSIXError)?.code.rawValue
            ?? error.underlying.map({ $0 as NSError })
                .flatMap({ $0.domain == NSPOSIXErrorDomain ? Int32($0.code) : nil })
        {
            return LocalFault(errno: posix, what: what, path: path, creating: writing)
        }
        switch error.code {
        case .fileWriteOutOfSpace:
            return LocalFault(.diskFull, what: what, path: path)
        case .fileWriteVolumeReadOnly:
            return LocalFault(.cannotCreate, what: what, path: path, obstacle: .readOnlyFileSystem(path))
        case .fileWriteNoPermission:
            return LocalFault(.cannotWrite, what: what, path: path, obstacle: .noPermission(path))
        case .fileReadNoPermission:
            return LocalFault(.cannotRead, what: what, path: path, obstacle: .noPermission(path))
        case .fileReadCorruptFile:
            return LocalFault(.damaged, what: what, path: path)
        default:
            return LocalFault(writing ? .cannotCreate : .ioError, what: what, path: path)
        }
    }
}
